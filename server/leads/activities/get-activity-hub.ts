// The hub above the activities table (SPEC sections 2 and 9): stat tiles, breakdowns by status, method
// and priority, at most 3 upcoming activities, the productivity score with its colour band and the
// completion rate. Every number is exact and comes from the database (the large counts from the counts
// its triggers keep, decision 114); the score's formula is core's.
import { asc } from "drizzle-orm";
import { completionRate, productivityScore, scoreBand } from "#core/leads/activities/productivity-score.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { preparedPerDatabase, timesAsValues } from "#server/db/prepared-statement.ts";
import { contactActivitiesWithDetails } from "#server/db/schema.ts";
import { type ActivityClock, activityBounds, activityConditionsPrepared } from "./activity-conditions.ts";
import { type ActivityCounts, activityCountsOnce } from "./activity-counts.ts";
import { activityRow } from "./list-activities-page.ts";

/** SPEC 9: the hub shows at most 3 upcoming activities. */
export const HUB_UPCOMING = 3;

// On every visit to the screen: built once per database and kept prepared (decision 263). Its plan, over
// the details view's joins, took PostgreSQL 0.5 ms to make for every request.
const upcomingActivities = preparedPerDatabase((db) =>
  db
    .select(activityRow)
    .from(contactActivitiesWithDetails)
    .where(activityConditionsPrepared(contactActivitiesWithDetails).upcoming)
    // Oldest first (SPEC 4), so what is already due leads.
    .orderBy(asc(contactActivitiesWithDetails.scheduledAt), asc(contactActivitiesWithDetails.id))
    .limit(HUB_UPCOMING)
    .prepare("hub_upcoming_activities"),
);

export async function getActivityHub(
  db: Database,
  actor: SessionUser,
  clock: ActivityClock,
  shared: ActivityCounts = activityCountsOnce(db, clock),
) {
  assertAdmin(actor);
  // Not nine scans: the counts (stored, and by index: decision 114) and the upcoming list.
  const [
    { total, byStatus, byMethod, byPriority, scheduled, today, overdue, completed, createdLastWeek },
    upcoming,
  ] = await Promise.all([
    shared.unfiltered(),
    upcomingActivities(db).execute(timesAsValues(activityBounds(clock))),
  ]);
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
