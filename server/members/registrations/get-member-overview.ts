// The members dashboard (SPEC 2, 9): the 3 most recent registrations (the head of My Programs' list)
// and the average progress (rounded mean of the registrations not cancelled), with real counts where
// the spec hard-codes them: upcoming booked events (confirmed bookings of scheduled events not yet
// started) and achievements earned (docs/product-decisions.md, Members portal).
import { and, count, eq, gte } from "drizzle-orm";
import { averageProgress } from "#core/members/registrations/progress.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { memberAchievements, memberEventBookings, trainingEvents } from "#server/db/schema.ts";
import { listMemberRegistrations } from "./list-member-registrations.ts";

export async function getMemberOverview(db: Database, member: SessionUser, now = new Date()) {
  assertMember(member);
  const [registrations, [upcoming], achievementsEarned] = await Promise.all([
    listMemberRegistrations(db, member),
    db
      .select({ n: count() })
      .from(memberEventBookings)
      .innerJoin(trainingEvents, eq(trainingEvents.id, memberEventBookings.eventId))
      .where(
        and(
          eq(memberEventBookings.memberId, member.id),
          eq(memberEventBookings.bookingStatus, "confirmed"),
          eq(trainingEvents.status, "scheduled"),
          gte(trainingEvents.startTime, now),
        ),
      ),
    db.$count(memberAchievements, eq(memberAchievements.memberId, member.id)),
  ]);
  // A cancelled (rejected) registration is not a program the member follows: it stays in the recent
  // list with its status but counts in neither the total nor the average.
  const live = registrations.filter((r) => r.status !== "cancelled");
  return {
    recent: registrations.slice(0, 3),
    total: live.length,
    averageProgress: averageProgress(live.map((r) => r.progressPercentage)),
    upcomingEvents: upcoming?.n ?? 0,
    achievementsEarned,
  };
}
