import { Link } from "react-router";
import { formatDate } from "#core/dates/dates.ts";
import { registrationMessages } from "#core/members/registrations/registration-messages.ts";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { RegistrationStatusBadge } from "~/components/members/registration-status-badge";
import { buttonVariants } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import type { PageHandle } from "~/components/ui/route-error-message";
import { StatCard } from "~/components/ui/stat-card";
import { privatePageMeta } from "~/kit/page-meta";
import { useTimeZone } from "~/kit/time-zone";
import { requireMember } from "~/lib/auth.server";
import { getMemberOverview } from "~/lib/members.server";
import type { Route } from "./+types/dashboard";

/** SPEC 8: what the page says when its data cannot be loaded. */
export const handle: PageHandle = { loadFailure: registrationMessages.loadData };

export const meta: Route.MetaFunction = () => privatePageMeta("Members Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  return getMemberOverview(context.services.db, member);
}

export default function MembersDashboard({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { recent, averageProgress, total, upcomingEvents, achievementsEarned } = loaderData;
  return (
    <>
      <AreaPageHeader title="Dashboard" subtitle="Your programs, progress and what comes next." />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Programs" value={total} />
        <StatCard label="Average Progress" value={`${averageProgress}%`} />
        <StatCard label="Upcoming Events" value={upcomingEvents} />
        <StatCard label="Achievements" value={achievementsEarned} />
      </ul>
      <h2 className="mt-12 font-display text-2xl tracking-[0.1em] uppercase">Recent Registrations</h2>
      {recent.length === 0 ? (
        <div className="mt-4 border border-line bg-charcoal p-8 text-center">
          <p className="text-mist">You have not registered for a program yet.</p>
          <Link
            to="/members/available-programs"
            className={buttonVariants({ variant: "outline", size: "sm", className: "mt-5" })}
          >
            Browse Programs
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-line border border-line bg-charcoal">
          {recent.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-4 p-5">
              <div>
                <p className="font-display text-xl">{r.programName}</p>
                <p className="text-sm text-mist">
                  {r.programDuration} · registered {formatDate(r.registrationDate, timeZone)}
                </p>
              </div>
              <div className="w-48 space-y-2 text-right">
                <RegistrationStatusBadge status={r.status} />
                <ProgressBar value={r.progressPercentage} label={`${r.programName} progress`} />
                <p className="text-sm text-mist">{r.progressPercentage}% complete</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {recent.length > 0 ? (
        <p className="mt-4 text-right text-sm">
          <Link to="/members/programs" className="text-brass hover:text-brass-strong">
            All my programs
          </Link>
        </p>
      ) : null}
    </>
  );
}
