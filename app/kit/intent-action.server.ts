// One way to write a screen's action: the form names an intent, each intent has its zod schema and its
// domain call, and this helper reads the body safely, dispatches, and answers in the one result shape.
// Errors are mapped here once (decision 206): every failed answer carries its code; a DomainError keeps
// its status and our own message (a page may word a code its own way, `texts`) and is logged at info
// with its code and the developer's detail; a database that is unreachable is a 503; anything else is
// logged with the request id and shown as a generic text, so a driver's message (SQL, constraint names,
// values) never reaches a screen. The admin screens, both sign-in pages, the reset page and /apply all
// answer here.
import { data } from "react-router";
import type { z } from "zod";
import { authMessages } from "#core/auth/auth-messages.ts";
import type { FailureCode } from "#core/forms/failure-codes.ts";
import { formMessages } from "#core/forms/form-messages.ts";
import type { FieldErrors, FormResult } from "#core/forms/form-result.ts";
import { fieldErrors } from "#core/forms/form-result.ts";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#core/service-unavailable.ts";
import { isServiceUnavailable } from "#server/auth/guards/guards.ts";
import { isDatabaseUnavailable } from "#server/db/availability.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { FormLimits } from "#server/http/read-form.ts";
import type { LoadContext } from "#server/load-context.ts";
import { readFormFields } from "~/kit/read-form.server";
import { toastHeader } from "~/kit/toast.server";

/** A failure as a page words it: its code, and the messages beside the fields when there are some. */
export type Failure = { code: FailureCode; errors?: FieldErrors };

export type Intent<Schema extends z.ZodType = z.ZodType, Extra extends object = object> = {
  schema: Schema;
  /**
   * The spec's failure text: around our message on the operators' screens (m) => `Failed to create
   * FAQ: ${m}`, alone where the spec writes it plainly (the members' forms, SPEC 8), chosen by the
   * failure's code where the spec keeps some refusals' own words. None: the message itself, where the
   * page puts its own words around it ("Login failed: {message}").
   */
  failure?: (message: string, code: FailureCode) => string;
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
   * failures its own way): by code, `fields` for the text above wrong fields ("" where the fields speak
   * alone), `unexpected` and `unavailable` for our own faults. A function words every failure itself
   * (/apply: the catalogue's text for each code, core/leads/applications/application-errors.ts).
   */
  texts?: Partial<Record<FailureCode, string>> | ((failure: Failure) => string);
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
  invalid: formMessages.invalid,
  unknownIntent: formMessages.unknownIntent,
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
      answer: data<FormResult>(
        { ok: false, code: "unavailable", message: actionMessages.unavailable },
        { status: 503 },
      ),
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
    return answer(
      { ok: false, code: "invalid", message: actionMessages.unknownIntent, intent: name } as Result,
      400,
    );
  const { texts = {} } = chosen;
  const failure = chosen.failure ?? ((message: string) => message);
  /** The page's own words for a failure's code, else `own` (our message). */
  const words = (reason: Failure, own: string) =>
    typeof texts === "function" ? texts(reason) : (texts[reason.code] ?? own);
  /** The same inside the spec's failure text ("Failed to create FAQ: …"). */
  const wordsFor = (reason: Failure, own: string) => failure(words(reason, own), reason.code);
  const failed = (reason: Failure & { message: string }, status: number, error?: DomainError) => {
    const retryAfter = error?.retryAfterSeconds;
    return answer(
      { ...chosen.kept?.(fields, error), ok: false, ...reason, intent: name } as Result,
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
      const reason: Failure = { code: "not_found" };
      return failed({ ...reason, message: wordsFor(reason, formMessages.notFound(what)) }, 404);
    }
    // Above the fields, the page's words alone: each field says beside it what is wrong.
    const reason: Failure = { code: "fields", errors };
    return failed({ ...reason, message: words(reason, actionMessages.invalid) }, 400);
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
    const { logger } = context.services;
    if (error instanceof DomainError) {
      // A refusal, not a fault: its code and the developer's detail, never the person's data.
      logger.info(
        { reqId: context.requestId, intent: name, code: error.code, detail: error.detail },
        "action refused",
      );
      const reason: Failure = { code: error.code, errors: error.fields };
      return failed({ ...reason, message: wordsFor(reason, error.message) }, error.status, error);
    }
    if (isDatabaseUnavailable(error)) {
      logger.debug({ reqId: context.requestId, intent: name }, "database unavailable");
      const reason: Failure = { code: "unavailable" };
      return failed({ ...reason, message: wordsFor(reason, actionMessages.unavailable) }, 503);
    }
    logger.error({ err: error, reqId: context.requestId, intent: name }, "action failed");
    const reason: Failure = { code: "unexpected" };
    return failed({ ...reason, message: wordsFor(reason, authMessages.unexpected) }, 500);
  }
}

const toRecord = (headers: HeadersInit | undefined): Record<string, string> =>
  Object.fromEntries(new Headers(headers));
