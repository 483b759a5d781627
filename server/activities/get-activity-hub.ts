// The hub above the activities table (SPEC sections 2 and 9): stat tiles, breakdowns by status, method
// and priority, at most 3 upcoming activities, the productivity score with its colour band and the
// completion rate. Every number is counted by the database; the score's formula is core's.
import { asc, count, type SQL } from "drizzle-orm";
import { completionRate, productivityScore, scoreBand } from "#core/leads/productivity-score.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { contactActivities, contactActivitiesWithDetails } from "#server/db/schema.ts";
import { type ActivityClock, activityConditions } from "./activity-conditions.ts";
import { activityRow } from "./list-activities-page.ts";

/** SPEC 9: the hub shows at most 3 upcoming activities. */
export const HUB_UPCOMING = 3;

type Breakdown = Record<string, number>;

export async function getActivityHub(db: Database, actor: SessionUser, clock: ActivityClock) {
  assertAdmin(actor);
  const t = contactActivities;
  const on = activityConditions(t, clock);
  const countWhere = async (where: SQL | undefined) =>
    (await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0;
  const breakdown = async (
    column: typeof t.status | typeof t.contactMethod | typeof t.priority,
  ): Promise<Breakdown> => {
    const rows = await db.select({ value: column, n: count() }).from(t).groupBy(column);
    return Object.fromEntries(rows.map((r) => [r.value, r.n]));
  };
  const upcomingView = activityConditions(contactActivitiesWithDetails, clock).upcoming;
  const [total, scheduled, today, overdue, createdLastWeek, byStatus, byMethod, byPriority, upcoming] =
    await Promise.all([
      countWhere(undefined),
      countWhere(on.scheduled),
      countWhere(on.today),
      countWhere(on.overdue),
      countWhere(on.createdLastWeek),
      breakdown(t.status),
      breakdown(t.contactMethod),
      breakdown(t.priority),
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
