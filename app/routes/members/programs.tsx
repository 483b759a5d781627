import { Link } from "react-router";
import { formatDate } from "#core/dates/dates.ts";
import { registrationMessages } from "#core/members/registrations/registration-messages.ts";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { RegistrationStatusBadge } from "~/components/members/registration-status-badge";
import { buttonVariants } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import type { PageHandle } from "~/components/ui/route-error-message";
import { privatePageMeta } from "~/kit/page-meta";
import { useTimeZone } from "~/kit/time-zone";
import { requireMember } from "~/lib/auth.server";
import { listMemberRegistrations } from "~/lib/members.server";
import type { Route } from "./+types/programs";

/** SPEC 8: what the page says when its data cannot be loaded. */
export const handle: PageHandle = { loadFailure: registrationMessages.loadData };

export const meta: Route.MetaFunction = () => privatePageMeta("My Programs");

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  return { registrations: await listMemberRegistrations(context.services.db, member) };
}

export default function MyPrograms({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { registrations } = loaderData;
  return (
    <>
      <AreaPageHeader title="My Programs" subtitle="Your program registrations, their status and progress.">
        <Link to="/members/available-programs" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Browse Programs
        </Link>
      </AreaPageHeader>
      {registrations.length === 0 ? (
        <div className="border border-line bg-charcoal p-10 text-center">
          <p className="text-mist">You have not registered for any programs yet.</p>
          <Link
            to="/members/available-programs"
            className={buttonVariants({ size: "sm", className: "mt-5" })}
          >
            Browse Programs
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="My program registrations">
          {registrations.map((r) => (
            <li key={r.id} className="flex flex-col gap-5 border border-line bg-charcoal p-6">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="font-display text-2xl tracking-[0.04em]">{r.programName}</h2>
                  <p className="text-sm text-mist">{r.programDuration}</p>
                </div>
                <RegistrationStatusBadge status={r.status} />
              </div>
              <p className="line-clamp-3 text-sm text-ivory/80">{r.programDescription}</p>
              <div className="space-y-2">
                <div className="flex justify-between text-xs tracking-[0.16em] text-mist uppercase">
                  <span>Progress</span>
                  <span className="tabular-nums">{r.progressPercentage}%</span>
                </div>
                <ProgressBar value={r.progressPercentage} label={`${r.programName} progress`} />
              </div>
              <dl className="grid grid-cols-3 gap-3 text-sm">
                {(
                  [
                    ["Registered", r.registrationDate],
                    ["Start date", r.startDate],
                    ["End date", r.endDate],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-xs tracking-[0.16em] text-mist uppercase">{label}</dt>
                    <dd className="mt-1 tabular-nums">{formatDate(value, timeZone)}</dd>
                  </div>
                ))}
              </dl>
              {r.notes ? (
                <p className="border-l-2 border-brass/50 pl-3 text-sm text-mist">{r.notes}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
