// /apply (SPEC section 2): the confidential application, a static page (no React in the browser). The
// server action does the work, for a plain form post and for the page's script alike
// (app/components/public/client/application-form.ts), which shows the answer without leaving the page.

import { applicationErrorMessage } from "#core/leads/applications/application-errors.ts";
import {
  type ApplicationValues,
  applicationFields,
  applicationSubmissionSchema,
  emptyApplication,
} from "#core/leads/applications/application-schema.ts";
import { intakeMonth, site } from "#core/site.ts";
import { ApplicationForm } from "~/components/leads/application-form";
import { ApplicationSubmitted } from "~/components/leads/application-submitted";
import { dispatchIntent, intent } from "~/kit/intent-action.server";
import { applicationIntents } from "~/kit/intents";
import { readQuery } from "~/kit/read-query.server";
import { listPrograms } from "~/lib/content.server";
import { formTokenFromCookies, submitApplication } from "~/lib/leads.server";
import type { Route } from "./+types/apply";

/** The page's own fields of the one form result shape, in which `ok` means the application is in. */
type ApplyExtra = {
  /** What was typed, for the form sent back after a failed submission. */
  values?: ApplicationValues | null;
};

/** Nothing about an applicant may sit in a cache: every answer to a submission is private. */
const PRIVATE = { "Cache-Control": "private, no-store" };

export const meta: Route.MetaFunction = () => [
  { title: `Apply | ${site.name}` },
  {
    name: "description",
    content: "Apply for a private consultation. Every application is held in strict confidence.",
  },
];

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

// The form's time stamp is not in the page: it is a cookie set with it (server/http/form-token-cookie.ts),
// so the page is the same for every visitor and the page cache can hold it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const requested = readQuery(request).get("program");
  const programs = listPrograms(await services.publicContent.current()).map(({ id, name }) => ({ id, name }));
  // An unknown or stale id preselects nothing; the banner names the program as the database does.
  const program = programs.find((p) => p.id === requested) ?? null;
  return {
    programs,
    preselectedProgramId: program?.id ?? null,
    bannerProgramName: program?.name ?? null,
    intakeMonth: intakeMonth(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const config = services.config;
  return dispatchIntent<ApplyExtra>(request, context, {
    entity: "Application",
    answersInline: true,
    // The form's own intent field; a copy of the page open from before may post without it.
    defaultIntent: applicationIntents.submit,
    headers: PRIVATE,
    intents: {
      [applicationIntents.submit]: intent({
        // The honeypot first (a robot's post is not read further), then every field; the age is
        // computed by the server's clock.
        schema: applicationSubmissionSchema(),
        // SPEC 8 "Application": the catalogue's text for each code, as the browser's own failures get it.
        texts: applicationErrorMessage,
        kept: (posted): ApplyExtra => {
          const values = { ...emptyApplication };
          for (const field of applicationFields) values[field] = (posted[field] ?? "").slice(0, 5000);
          return { values };
        },
        run: async (submission) => {
          await submitApplication(services, submission, {
            clientIp,
            // The time stamp the form was shown with travels in a cookie, not the page (form-token.ts).
            formToken: formTokenFromCookies(request.headers.get("cookie")),
            settings: config.application,
          });
          return "";
        },
      }),
    },
  });
}

export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="px-6 py-20 sm:py-24" data-application-page>
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
            programs={loaderData.programs}
            values={failed?.values ?? null}
            result={failed}
            preselectedProgramId={loaderData.preselectedProgramId}
            bannerProgramName={loaderData.bannerProgramName}
            intakeMonth={loaderData.intakeMonth}
          />
        </div>
      )}
    </div>
  );
}
