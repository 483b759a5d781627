// One way to write a screen's action: the form names an intent, each intent has its zod schema and its
// domain call, and this helper reads the body safely, dispatches, and answers in the one result shape.
// Errors are mapped here once: a DomainError keeps its status and our own message (a page may word a
// code its own way, `texts`); a database that is unreachable is a 503; anything else is logged with the
// request id and shown as a generic text, so a driver's message (SQL, constraint names, values) never
// reaches a screen. The admin screens, both sign-in pages, the reset page and /apply all answer here.
import { data } from "react-router";
import type { z } from "zod";
import { authMessages } from "#core/auth/auth-messages.ts";
import type { FieldErrors, FormResult } from "#core/forms/form-result.ts";
import { fieldErrors } from "#core/forms/form-result.ts";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#core/service-unavailable.ts";
import { isServiceUnavailable } from "#server/auth/guards.ts";
import { isDatabaseUnavailable } from "#server/db/availability.ts";
import { DomainError, type DomainErrorCode } from "#server/errors/domain-error.ts";
import type { FormLimits } from "#server/http/read-form.ts";
import type { LoadContext } from "#server/load-context.ts";
import { readFormFields } from "~/kit/read-form.server";
import { toastHeader } from "~/kit/toast.server";

/** Why an intent failed: a DomainError's code, wrong fields, or our own fault. */
export type FailureReason = DomainErrorCode | "fields" | "unexpected" | "unavailable";

export type Intent<Schema extends z.ZodType = z.ZodType, Extra extends object = object> = {
  schema: Schema;
  /**
   * The spec's failure text: around our message on the operators' screens (m) => `Failed to create
   * FAQ: ${m}`, alone where the spec writes it plainly (the members' forms, SPEC 8). None: the message
   * itself, where the page puts its own words around it ("Login failed: {message}").
   */
  failure?: (message: string) => string;
  /**
   * Runs the domain call; answers the success text (empty for no toast), a whole result when part of
   * the work failed after the rest was saved, or a Response (a redirect: signed in, reset link sent).
   */
  run: (input: z.output<Schema>, form: FormData) => Promise<string | FormResult | Response>;
  /** Files this intent accepts (none unless said). */
  files?: FormLimits;
  /** What this intent's `id` names, when not the screen's entity ("Image" on the programs screen). */
  entity?: string;
  /**
   * The page's own words for a failure, in place of the message (SPEC 8 words each sign-in page's
   * failures its own way): by DomainError code, `fields` for the text above wrong fields ("" where
   * the fields speak alone), `unexpected` and `unavailable` for our own faults.
   */
  texts?: Partial<Record<FailureReason, string>>;
  /** The page's own fields on every failed answer (what the form keeps), from what was posted. */
  kept?: (posted: Record<string, string>, error: DomainError | undefined) => Extra;
  /**
   * The page's own answer to wrong fields, when it is not the form again (a reset form without its
   * link's token goes to sign in); undefined answers the form with its field messages.
   */
  whenInvalid?: (errors: FieldErrors) => Response | Promise<Response> | undefined;
};

/** Declares an intent with its input type inferred from its schema. */
export const intent = <Schema extends z.ZodType, Extra extends object = object>(
  definition: Intent<Schema, Extra>,
): Intent<Schema, Extra> => definition;

export const actionMessages = {
  invalid: "Please correct the highlighted fields.",
  unknownIntent: "Unknown action",
  unavailable: SERVICE_UNAVAILABLE_MESSAGE,
} as const;

type Intents<Extra extends object> = Record<string, Intent<z.ZodType, Extra>>;

/**
 * An action's guard (requireAdmin, requireMember), read the way an action reads its form: the user, or
 * the answer to return. Signed out is still the guard's redirect. A session that cannot be looked up
 * because the database is unavailable is answered 503 with the retry text as the form's result,
 * returned rather than thrown: the dialog or form that posted keeps every value and shows the text (a
 * thrown 503 would replace the page with its error boundary), and the person stays signed in.
 */
export async function guardAction<User>(
  guarded: Promise<User>,
): Promise<{ user: User } | { answer: ReturnType<typeof data<FormResult>> }> {
  try {
    return { user: await guarded };
  } catch (thrown) {
    if (!isServiceUnavailable(thrown)) throw thrown;
    return {
      answer: data<FormResult>({ ok: false, message: actionMessages.unavailable }, { status: 503 }),
    };
  }
}

/**
 * Reads the posted form and runs the intent it names. `entity` names what an id points to, for the
 * "not found" message when an id is malformed or gone ("FAQ not found"). `Extra` is the page's own
 * result fields (what its forms keep, `kept`).
 */
export async function dispatchIntent<Extra extends object = object>(
  request: Request,
  context: LoadContext,
  options: {
    entity: string;
    intents: Intents<Extra>;
    /**
     * The page shows every answer itself (a plain form that also works without JavaScript, whose page
     * is rendered with the answer in the same response): no success toast in the cookie.
     */
    answersInline?: boolean;
    /**
     * The intent of a post that names none: a page with one form (/apply, /reset-password), which a
     * copy of the page open from before, or a script, may send without its intent field.
     */
    defaultIntent?: string;
    /** Headers on every answer but a Response an intent returns (/apply's: private, never cached). */
    headers?: HeadersInit;
  },
) {
  const { intents } = options;
  type Result = FormResult<Partial<Extra>>;
  const answer = (result: Result, status = 200, headers?: HeadersInit) =>
    data<Result>(result, { status, headers: { ...toRecord(options.headers), ...toRecord(headers) } });

  // The intent is inside the body, so the body is read with the most generous limits any intent has.
  const limits = Object.values(intents).reduce<Required<FormLimits>>(
    (widest, i) => ({
      maxFiles: Math.max(widest.maxFiles, i.files?.maxFiles ?? 0),
      maxFileSize: Math.max(widest.maxFileSize, i.files?.maxFileSize ?? 0),
    }),
    { maxFiles: 0, maxFileSize: 0 },
  );
  const read = await readFormFields<Extra>(request, limits.maxFiles > 0 ? limits : {});
  if ("answer" in read) return answer(read.answer.data, read.answer.init?.status);
  const { form, fields } = read;

  const name = String(form.get("intent") ?? options.defaultIntent ?? "");
  const chosen = Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!chosen)
    return answer({ ok: false, message: actionMessages.unknownIntent, intent: name } as Result, 400);
  const texts = chosen.texts ?? {};
  const failure = chosen.failure ?? ((message: string) => message);
  const failed = (result: { message: string; errors?: FieldErrors }, status: number, error?: DomainError) => {
    const retryAfter = error?.retryAfterSeconds;
    return answer(
      { ...chosen.kept?.(fields, error), ok: false, ...result, intent: name } as Result,
      status,
      retryAfter ? { "Retry-After": String(retryAfter) } : undefined,
    );
  };

  const parsed = chosen.schema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const own = await chosen.whenInvalid?.(errors);
    if (own) return own;
    // The id is a hidden field: a malformed one names nothing, which the person should read as such.
    if (errors.id) {
      const what = chosen.entity ?? options.entity;
      return failed({ message: failure(`${what} not found`) }, 404);
    }
    return failed({ message: texts.fields ?? actionMessages.invalid, errors }, 400);
  }

  try {
    const result = await chosen.run(parsed.data, form);
    if (result instanceof Response) return result;
    if (typeof result !== "string") return answer({ ...result, intent: name } as Result);
    if (!result || options.answersInline)
      return answer({ ok: true, message: result, intent: name } as Result);
    // The success toast rides in the toast cookie and is shown by the layout when the page's data is
    // revalidated: a form or a row that is gone by then (a deleted row, a closed dialog) cannot lose it.
    const site = context.services.config;
    return answer({ ok: true, message: result, intent: name, flashed: true } as Result, 200, {
      "Set-Cookie": await toastHeader(site, { type: "success", title: result }),
    });
  } catch (error) {
    if (error instanceof DomainError)
      return failed(
        { message: failure(texts[error.code] ?? error.message), errors: error.fields },
        error.status,
        error,
      );
    if (isDatabaseUnavailable(error)) {
      context.services.logger.debug({ reqId: context.requestId, intent: name }, "database unavailable");
      return failed({ message: failure(texts.unavailable ?? actionMessages.unavailable) }, 503);
    }
    context.services.logger.error({ err: error, reqId: context.requestId, intent: name }, "action failed");
    return failed({ message: failure(texts.unexpected ?? authMessages.unexpected) }, 500);
  }
}

const toRecord = (headers: HeadersInit | undefined): Record<string, string> =>
  Object.fromEntries(new Headers(headers));
