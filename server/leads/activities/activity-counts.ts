// How the hub and the tabs count activities without reading 300,000 rows (decision 114): the large,
// time-independent counts (in total, per status, method and priority) are read from
// contact_activity_counts, which triggers keep exact in the writing transaction; the small,
// time-dependent ones (scheduled, today, overdue, created this week) are index range counts, sent
// together as one statement.
import { asc, type SQL, sql } from "drizzle-orm";
import type { PgTable, PgView } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import { contactActivities, contactActivityCounts } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { type ActivityClock, activityConditions } from "./activity-conditions.ts";

export type Breakdown = Record<string, number>;

export type StoredActivityCounts = {
  total: number;
  byStatus: Breakdown;
  byMethod: Breakdown;
  byPriority: Breakdown;
};

/** Every activity counted, by status, method and priority: only values some activity has (as GROUP BY). */
export async function storedActivityCounts(db: Database | Transaction): Promise<StoredActivityCounts> {
  const rows = await db
    .select()
    .from(contactActivityCounts)
    .orderBy(asc(contactActivityCounts.dimension), asc(contactActivityCounts.value));
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
 * Counts the rows of `from` matching each condition, in one round trip: one scalar subquery per
 * condition, so each is answered by its own index.
 */
export async function countEach<Name extends string>(
  db: Database,
  from: PgTable | PgView,
  conditions: Record<Name, SQL>,
): Promise<Record<Name, number>> {
  const columns = Object.entries<SQL>(conditions).map(
    ([name, where]) => sql`(SELECT count(*)::int FROM ${from} WHERE ${where}) AS ${sql.identifier(name)}`,
  );
  const result = await db.execute<Record<Name, number>>(sql`SELECT ${sql.join(columns, sql`, `)}`);
  return result.rows[0]!;
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
  const on = activityConditions(contactActivities, clock);
  const [storedCounts, ranges] = await Promise.all([
    stored,
    countEach(db, contactActivities, {
      scheduled: on.scheduled,
      today: on.today,
      overdue: on.overdue,
      createdLastWeek: on.createdLastWeek,
    }),
  ]);
  return { ...storedCounts, ...ranges, completed: storedCounts.byStatus.completed ?? 0 };
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
