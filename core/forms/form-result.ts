// What every form shows and every action answers, in one shape: the admin screens, the sign-in pages,
// /apply and the members' forms alike. `ok` says whether the work was done; `message` is the sentence
// for the person (a toast or the form's alert); `code` says why it failed (failure-codes.ts), for a
// screen that words failures itself; `errors` are the messages beside the fields.
import type { FailureCode } from "./failure-codes.ts";
import type { z } from "./zod.ts";

export type FieldErrors = Partial<Record<string, string>>;

export type FormResult<Extra extends object = object> = {
  ok: boolean;
  message: string;
  /** Why the work was not done (a failed answer always says); none on success. */
  code?: FailureCode;
  errors?: FieldErrors;
  /** Which of a screen's forms answered, when a page has several. */
  intent?: string;
  /**
   * The success toast already travels in the toast cookie (the root loader shows it, in the layout that
   * outlives the form), so the form must not show it again.
   */
  flashed?: boolean;
} & Extra;

/** The first message per field, the shape every form shows beside its inputs. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
