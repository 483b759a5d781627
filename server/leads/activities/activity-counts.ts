// How the hub and the tabs count activities without reading 300,000 rows (decision 114): the large,
// time-independent counts (in total, per status, method and priority) are read from
// contact_activity_counts, which triggers keep exact in the writing transaction; the small,
// time-dependent ones (scheduled, today, overdue, created this week) are index range counts, sent
// together as one statement.
import { asc, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { preparedPerDatabase, timesAsValues } from "#server/db/prepared-statement.ts";
import { contactActivities, contactActivityCounts } from "#server/db/schema.ts";
import { type ActivityClock, activityBounds, activityConditionsPrepared } from "./activity-conditions.ts";

export type Breakdown = Record<string, number>;

export type StoredActivityCounts = {
  total: number;
  byStatus: Breakdown;
  byMethod: Breakdown;
  byPriority: Breakdown;
};

// The screen reads both on every visit: each is built once per database (decision 252).
const storedCountRows = preparedPerDatabase((db) =>
  db
    .select()
    .from(contactActivityCounts)
    .orderBy(asc(contactActivityCounts.dimension), asc(contactActivityCounts.value))
    .prepare("stored_activity_counts"),
);
const rangeCounts = preparedPerDatabase((db) => {
  const on = activityConditionsPrepared(contactActivities);
  const count = (where: SQL) => sql<number>`(SELECT count(*)::int FROM ${contactActivities} WHERE ${where})`;
  return db
    .select({
      scheduled: count(on.scheduled),
      today: count(on.today),
      overdue: count(on.overdue),
      createdLastWeek: count(on.createdLastWeek),
    })
    .from(sql`(select 1) as one`)
    .prepare("activity_range_counts");
});

/** Every activity counted, by status, method and priority: only values some activity has (as GROUP BY). */
export async function storedActivityCounts(db: Database): Promise<StoredActivityCounts> {
  const rows = await storedCountRows(db).execute();
  const breakdown = (dimension: string): Breakdown =>
    Object.fromEntries(
      rows.filter((r) => r.dimension === dimension && r.activities > 0).map((r) => [r.value, r.activities]),
    );
  return {
    total: rows.find((r) => r.dimension === "all")?.activities ?? 0,
    byStatus: breakdown("status"),
    byMethod: breakdown("contact_method"),
    byPriority: breakdown("priority"),
  };
}

/**
 * Every activity counted, as the hub's tiles and the tabs' badges need them unfiltered: the stored
 * counts, and the time-dependent ones as index range counts on the table itself (the details view's
 * joins never change a count, and through them PostgreSQL reads the rows instead of the index alone).
 */
export async function unfilteredActivityCounts(
  db: Database,
  clock: ActivityClock,
  stored: Promise<StoredActivityCounts> = storedActivityCounts(db),
) {
  const [storedCounts, [ranges]] = await Promise.all([
    stored,
    rangeCounts(db).execute(timesAsValues(activityBounds(clock))),
  ]);
  // The statement reads from one row (`select 1`): it always answers one.
  return { ...storedCounts, ...ranges!, completed: storedCounts.byStatus.completed ?? 0 };
}

export type ActivityCounts = ReturnType<typeof activityCountsOnce>;

/**
 * The counts one page reads, each at most once: the Contact Activities screen's hub and its table
 * (the total and the tab badges) share them instead of reading them two and three times.
 */
export function activityCountsOnce(db: Database, clock: ActivityClock) {
  let stored: Promise<StoredActivityCounts> | undefined;
  let unfiltered: ReturnType<typeof unfilteredActivityCounts> | undefined;
  const once = {
    stored: () => {
      stored ??= storedActivityCounts(db);
      return stored;
    },
    unfiltered: () => {
      unfiltered ??= unfilteredActivityCounts(db, clock, once.stored());
      return unfiltered;
    },
  };
  return once;
}
