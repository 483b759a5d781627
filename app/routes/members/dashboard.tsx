import { formatDate } from "#core/dates/dates.ts";
import { requireMember } from "~/lib/auth.server";
import { getMemberOverview } from "~/lib/members.server";
import { useTimeZone } from "~/lib/time-zone";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Members Dashboard" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context.services, request);
  return getMemberOverview(context.services.db, member);
}

export default function MembersDashboard({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { recent, averageProgress, total } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl tracking-[0.12em] uppercase">Dashboard</h1>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <div className="border border-line bg-charcoal p-5">
          <p className="text-xs tracking-[0.2em] text-mist uppercase">Programs</p>
          <p className="mt-2 font-display text-4xl">{total}</p>
        </div>
        <div className="border border-line bg-charcoal p-5">
          <p className="text-xs tracking-[0.2em] text-mist uppercase">Average Progress</p>
          <p className="mt-2 font-display text-4xl">{averageProgress}%</p>
        </div>
      </div>
      <h2 className="mt-12 font-display text-2xl tracking-[0.1em] uppercase">Recent Registrations</h2>
      {recent.length === 0 ? (
        <p className="mt-4 text-mist">You have not registered for a program yet.</p>
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
              <div className="text-right">
                <p className="text-xs tracking-[0.2em] text-brass uppercase">{r.status}</p>
                <p className="text-sm text-mist">{r.progressPercentage}% complete</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
