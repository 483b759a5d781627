// /apply (SPEC section 2): the confidential application. The server action does the work; with
// JavaScript the client action wraps it so a network failure gets its own message and the draft is
// removed once the application is in.
import { data, type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from "react-router";
import { applicationErrorMessage } from "#core/applications/application-errors.ts";
import {
  type ApplicationValues,
  applicationFields,
  emptyApplication,
  FORM_TOKEN_FIELD,
} from "#core/applications/consultation-schema.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { intakeMonth, site } from "#core/site.ts";
import { ApplicationForm } from "~/components/apply/application-form";
import { ApplicationSubmitted } from "~/components/apply/application-submitted";
import { removeApplicationDraft } from "~/components/apply/use-application-draft";
import { formTokenIssuedAt, issueFormToken, submitConsultation } from "~/lib/apply.server";
import { listPrograms } from "~/lib/public-programs.server";
import { readFormFields } from "~/lib/read-form.server";
import type { Route } from "./+types/apply";

/** The one form result shape: `ok` means the application is in. */
type ApplyResult = FormResult<{
  /** What was typed, for the page re-rendered after a no-JavaScript submission. */
  values?: ApplicationValues | null;
  formToken?: string | null;
}>;

export const meta: Route.MetaFunction = () => [
  { title: `Apply | ${site.name}` },
  {
    name: "description",
    content: "Apply for a private consultation. Every application is held in strict confidence.",
  },
];

// The form carries a per-request time stamp, and nothing about an applicant may sit in a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const requested = new URL(request.url).searchParams.get("program");
  const programs = listPrograms(await services.publicContent.current()).map(({ id, name }) => ({ id, name }));
  // An unknown or stale id preselects nothing; the banner names the program as the database does.
  const program = programs.find((p) => p.id === requested) ?? null;
  return {
    programs,
    preselectedProgramId: program?.id ?? null,
    bannerProgramName: program?.name ?? null,
    formToken: issueFormToken(services.config),
    intakeMonth: intakeMonth(),
  };
}

// Keep the first time stamp across failed submissions: it says when the form was first shown.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const read = await readFormFields<ApplyResult>(request);
  if ("answer" in read) return read.answer;
  const form = read.fields;
  const values = { ...emptyApplication };
  for (const field of applicationFields) values[field] = (form[field] ?? "").slice(0, 5000);
  const token = form[FORM_TOKEN_FIELD];
  const formToken =
    token && formTokenIssuedAt(services.config, token) !== null ? token : issueFormToken(services.config);
  const fail = (
    result: { errors?: ApplyResult["errors"]; message: string },
    status: number,
    headers?: HeadersInit,
  ) => data<ApplyResult>({ ok: false, ...result, values, formToken }, { status, headers });

  try {
    const result = await submitConsultation(services, form, {
      clientIp,
      settings: services.config.application,
    });
    if (result.ok) return data<ApplyResult>({ ok: true, message: "" });
    const message = result.error ? applicationErrorMessage({ code: result.error }) : "";
    if (result.error === "rate_limited") {
      return fail({ errors: {}, message }, 429, { "Retry-After": String(result.retryAfterSeconds ?? 3600) });
    }
    return fail({ errors: result.errors, message }, result.error === "duplicate_email" ? 409 : 400);
  } catch (error) {
    services.logger.error({ err: error, reqId: context.requestId }, "application could not be saved");
    return fail({ errors: {}, message: applicationErrorMessage({ code: "server_error" }) }, 500);
  }
}

export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ApplyResult> {
  try {
    const result = await serverAction();
    if (result.ok) removeApplicationDraft();
    return result;
  } catch (error) {
    // No answer at all (offline, connection dropped) or an unexpected server failure.
    return { ok: false, message: applicationErrorMessage(error as Error), values: null, formToken: null };
  }
}

export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const failed = actionData && !actionData.ok ? actionData : null;

  return (
    <div className="px-6 py-20 sm:py-24">
      {actionData?.ok ? (
        <ApplicationSubmitted />
      ) : (
        <div className="mx-auto max-w-3xl">
          <header className="mb-14 text-center">
            <p className="text-xs tracking-[0.4em] text-brass uppercase">Private &amp; Confidential</p>
            <h1 className="mt-5 font-display text-4xl tracking-[var(--tracking-display)] uppercase sm:text-5xl">
              Private Consultation
            </h1>
            <p className="mx-auto mt-6 max-w-xl leading-relaxed text-mist">
              Tell us about yourself and the program you are considering. Every application is reviewed
              personally and held in strict confidence; a member of our team will contact you within 48 hours.
            </p>
            <p className="mt-4 text-xs text-mist/70">
              With JavaScript on, your entries are kept in this browser for up to 7 days until you submit.
            </p>
          </header>
          <ApplicationForm
            key={location.key}
            programs={loaderData.programs}
            initialValues={failed?.values ?? null}
            initialResult={failed}
            result={failed}
            preselectedProgramId={loaderData.preselectedProgramId}
            bannerProgramName={loaderData.bannerProgramName}
            formToken={failed?.formToken ?? loaderData.formToken}
            intakeMonth={loaderData.intakeMonth}
            busy={busy}
          />
        </div>
      )}
    </div>
  );
}
