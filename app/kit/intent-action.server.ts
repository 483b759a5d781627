// One way to write a screen's action: the form names an intent, each intent has its zod schema and its
// domain call, and this helper reads the body safely, dispatches, and answers in the one result shape.
// Errors are mapped here once: a DomainError keeps its status and our own message; a database that is
// unreachable is a 503; anything else is logged with the request id and shown as a generic text, so a
// driver's message (SQL, constraint names, values) never reaches a screen.
import { data } from "react-router";
import type { z } from "zod";
import { authMessages } from "#core/auth/auth-messages.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { fieldErrors } from "#core/forms/form-result.ts";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#core/service-unavailable.ts";
import { isServiceUnavailable } from "#server/auth/guards.ts";
import { isDatabaseUnavailable } from "#server/db/availability.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { FormLimits } from "#server/http/read-form.ts";
import type { LoadContext } from "#server/load-context.ts";
import { readFormFields } from "~/kit/read-form.server";
import { toastHeader } from "~/kit/toast.server";

export type Intent<Schema extends z.ZodType = z.ZodType> = {
  schema: Schema;
  /**
   * The spec's failure text: around our message on the operators' screens (m) => `Failed to create
   * FAQ: ${m}`, alone where the spec writes it plainly (the members' forms, SPEC 8).
   */
  failure: (message: string) => string;
  /**
   * Runs the domain call; answers the success text (empty for no toast), or a whole result when part
   * of the work failed after the rest was saved.
   */
  run: (input: z.output<Schema>, form: FormData) => Promise<string | FormResult>;
  /** Files this intent accepts (none unless said). */
  files?: FormLimits;
  /** What this intent's `id` names, when not the screen's entity ("Image" on the programs screen). */
  entity?: string;
};

/** Declares an intent with its input type inferred from its schema. */
export const intent = <Schema extends z.ZodType>(definition: Intent<Schema>): Intent<Schema> => definition;

export const actionMessages = {
  invalid: "Please correct the highlighted fields.",
  unknownIntent: "Unknown action",
  unavailable: SERVICE_UNAVAILABLE_MESSAGE,
} as const;

type Intents = Record<string, Intent<z.ZodType>>;

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
      answer: data<FormResult>(
        { ok: false, message: actionMessages.unavailable },
        { status: 503, headers: { "Retry-After": "5" } },
      ),
    };
  }
}

/**
 * Reads the posted form and runs the intent it names. `entity` names what an id points to, for the
 * "not found" message when an id is malformed or gone ("FAQ not found").
 */
export async function dispatchIntent(
  request: Request,
  context: LoadContext,
  options: {
    entity: string;
    intents: Intents;
    /**
     * The page shows every answer itself (a plain form that also works without JavaScript, whose page
     * is rendered with the answer in the same response): no success toast in the cookie.
     */
    answersInline?: boolean;
  },
) {
  const { intents } = options;
  const answer = (result: FormResult, status = 200) => data<FormResult>(result, { status });

  // The intent is inside the body, so the body is read with the most generous limits any intent has.
  const limits = Object.values(intents).reduce<Required<FormLimits>>(
    (widest, i) => ({
      maxFiles: Math.max(widest.maxFiles, i.files?.maxFiles ?? 0),
      maxFileSize: Math.max(widest.maxFileSize, i.files?.maxFileSize ?? 0),
    }),
    { maxFiles: 0, maxFileSize: 0 },
  );
  const read = await readFormFields(request, limits.maxFiles > 0 ? limits : {});
  if ("answer" in read) return read.answer;
  const { form, fields } = read;

  const name = String(form.get("intent") ?? "");
  const chosen = Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!chosen) return answer({ ok: false, message: actionMessages.unknownIntent, intent: name }, 400);

  const parsed = chosen.schema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    // The id is a hidden field: a malformed one names nothing, which the person should read as such.
    if (errors.id) {
      const what = chosen.entity ?? options.entity;
      return answer({ ok: false, message: chosen.failure(`${what} not found`), intent: name }, 404);
    }
    return answer({ ok: false, message: actionMessages.invalid, errors, intent: name }, 400);
  }

  try {
    const result = await chosen.run(parsed.data, form);
    if (typeof result !== "string") return answer({ ...result, intent: name });
    if (!result || options.answersInline) return answer({ ok: true, message: result, intent: name });
    // The success toast rides in the toast cookie and is shown by the layout when the page's data is
    // revalidated: a form or a row that is gone by then (a deleted row, a closed dialog) cannot lose it.
    const site = context.services.config;
    return data<FormResult>(
      { ok: true, message: result, intent: name, flashed: true },
      { headers: { "Set-Cookie": await toastHeader(site, { type: "success", title: result }) } },
    );
  } catch (error) {
    if (error instanceof DomainError)
      return answer(
        { ok: false, message: chosen.failure(error.message), errors: error.fields, intent: name },
        error.status,
      );
    if (isDatabaseUnavailable(error)) {
      context.services.logger.debug({ reqId: context.requestId, intent: name }, "database unavailable");
      return answer({ ok: false, message: chosen.failure(actionMessages.unavailable), intent: name }, 503);
    }
    context.services.logger.error({ err: error, reqId: context.requestId, intent: name }, "action failed");
    return answer({ ok: false, message: chosen.failure(authMessages.unexpected), intent: name }, 500);
  }
}
