// The members dashboard (SPEC 2, 9): the 3 most recent registrations (the head of My Programs' list)
// and the average progress (rounded mean of the registrations not cancelled), with real counts where
// the spec hard-codes them: upcoming booked events (confirmed bookings of scheduled events not yet
// started) and achievements earned (docs/product-decisions.md, Members portal).
import { sql } from "drizzle-orm";
import { averageProgress } from "#core/members/registrations/progress.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { preparedPerDatabase, timesAsValues } from "#server/db/prepared-statement.ts";
import { listMemberRegistrations } from "./list-member-registrations.ts";

/**
 * The two counts in one statement, built once per database (the members' home runs it on every visit).
 * Written with aliases: Drizzle leaves columns unqualified when a select names no table of its own.
 */
const overviewCounts = preparedPerDatabase((db) => {
  const memberId = sql.placeholder("memberId");
  return db
    .select({
      upcoming: sql<number>`(select count(*)::int from member_event_bookings b
        inner join training_events e on e.id = b.event_id
        where b.member_id = ${memberId} and b.booking_status = 'confirmed'
          and e.status = 'scheduled' and e.start_time >= ${sql.placeholder("now")}::timestamptz)`,
      achievements: sql<number>`(select count(*)::int from member_achievements a where a.member_id = ${memberId})`,
    })
    .from(sql`(select 1) as one`)
    .prepare("member_overview_counts");
});

export async function getMemberOverview(db: Database, member: SessionUser, now = new Date()) {
  assertMember(member);
  const [registrations, [counts]] = await Promise.all([
    listMemberRegistrations(db, member),
    overviewCounts(db).execute({ memberId: member.id, ...timesAsValues({ now }) }),
  ]);
  // A cancelled (rejected) registration is not a program the member follows: it stays in the recent
  // list with its status but counts in neither the total nor the average.
  const live = registrations.filter((r) => r.status !== "cancelled");
  return {
    recent: registrations.slice(0, 3),
    total: live.length,
    averageProgress: averageProgress(live.map((r) => r.progressPercentage)),
    upcomingEvents: counts?.upcoming ?? 0,
    achievementsEarned: counts?.achievements ?? 0,
  };
}
