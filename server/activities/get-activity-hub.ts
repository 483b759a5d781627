// The hub above the activities table (SPEC sections 2 and 9): stat tiles, breakdowns by status, method
// and priority, at most 3 upcoming activities, the productivity score with its colour band and the
// completion rate. Every number is exact and comes from the database (the large counts from the counts
// its triggers keep, decision 114); the score's formula is core's.
import { asc } from "drizzle-orm";
import { completionRate, productivityScore, scoreBand } from "#core/leads/productivity-score.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { contactActivities, contactActivitiesWithDetails } from "#server/db/schema.ts";
import { type ActivityClock, activityConditions } from "./activity-conditions.ts";
import { countEach, storedActivityCounts } from "./activity-counts.ts";
import { activityRow } from "./list-activities-page.ts";

/** SPEC 9: the hub shows at most 3 upcoming activities. */
export const HUB_UPCOMING = 3;

export async function getActivityHub(db: Database, actor: SessionUser, clock: ActivityClock) {
  assertAdmin(actor);
  const on = activityConditions(contactActivities, clock);
  const upcomingView = activityConditions(contactActivitiesWithDetails, clock).upcoming;
  // Three statements, not nine scans: the stored counts, the time-dependent counts by their indexes,
  // and the upcoming list (decision 114).
  const [
    { total, byStatus, byMethod, byPriority },
    { scheduled, today, overdue, createdLastWeek },
    upcoming,
  ] = await Promise.all([
    storedActivityCounts(db),
    countEach(db, contactActivities, {
      scheduled: on.scheduled,
      today: on.today,
      overdue: on.overdue,
      createdLastWeek: on.createdLastWeek,
    }),
    db
      .select(activityRow)
      .from(contactActivitiesWithDetails)
      .where(upcomingView)
      // Oldest first (SPEC 4), so what is already due leads.
      .orderBy(asc(contactActivitiesWithDetails.scheduledAt), asc(contactActivitiesWithDetails.id))
      .limit(HUB_UPCOMING),
  ]);
  const completed = byStatus.completed ?? 0;
  const counts = { total, completed, overdue, createdLastWeek };
  const score = productivityScore(counts);
  return {
    tiles: { total, scheduled, today, overdue, completed, createdLastWeek },
    byStatus,
    byMethod,
    byPriority,
    upcoming,
    score,
    scoreBand: scoreBand(score),
    completionRate: completionRate(counts),
  };
}

export type ActivityHub = Awaited<ReturnType<typeof getActivityHub>>;
