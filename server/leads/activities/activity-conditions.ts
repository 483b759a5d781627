// SPEC sections 2 and 4, as conditions on an activity's columns (the table's or the details view's):
// the tabs (scheduled = scheduled and pending; today = scheduled_at on the operator's calendar day;
// overdue = scheduled, pending, scheduled_at in the past; completed = status completed) and the hub's
// upcoming list (scheduled, pending, scheduled_at up to one day ahead).
import { and, eq, gte, lt, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { dayIn } from "#core/dates/dates.ts";
import type { ActivityTab } from "#core/leads/activities/activity-tabs.ts";

export type ActivityColumns = {
  activityType: PgColumn;
  status: PgColumn;
  scheduledAt: PgColumn;
  createdAt: PgColumn;
};

/** SPEC 9: the upcoming window is one day. */
export const UPCOMING_WINDOW_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type ActivityClock = { now: Date; timeZone: string };

/** The times the conditions compare with, at `now` on the operator's calendar. */
export function activityBounds({ now, timeZone }: ActivityClock) {
  const day = dayIn(timeZone, now);
  return {
    dayStart: day.start,
    dayEnd: day.end,
    now,
    upcomingUntil: new Date(now.getTime() + UPCOMING_WINDOW_MS),
    weekAgo: new Date(now.getTime() - WEEK_MS),
  };
}

export type ActivityBounds = ReturnType<typeof activityBounds>;

export function activityConditions(a: ActivityColumns, clock: ActivityClock) {
  return activityConditionsAt(a, activityBounds(clock));
}

/**
 * The conditions of a statement prepared once: each time a placeholder of its name, filled with
 * `timesAsValues(activityBounds(clock))` on each run.
 */
export function activityConditionsPrepared(a: ActivityColumns) {
  return activityConditionsAt(a, {
    dayStart: sql.placeholder("dayStart"),
    dayEnd: sql.placeholder("dayEnd"),
    now: sql.placeholder("now"),
    upcomingUntil: sql.placeholder("upcomingUntil"),
    weekAgo: sql.placeholder("weekAgo"),
  });
}

/**
 * The conditions with their times given: values, or the placeholders of a statement prepared once
 * (filled with `timesAsValues(activityBounds(clock))`).
 */
export function activityConditionsAt(
  a: ActivityColumns,
  at: { [Name in keyof ActivityBounds]: Date | Placeholder },
) {
  const scheduledPending = and(eq(a.activityType, "scheduled"), eq(a.status, "pending"))!;
  return {
    scheduled: scheduledPending,
    today: and(gte(a.scheduledAt, at.dayStart), lt(a.scheduledAt, at.dayEnd))!,
    overdue: and(scheduledPending, lt(a.scheduledAt, at.now))!,
    completed: eq(a.status, "completed"),
    upcoming: and(scheduledPending, lte(a.scheduledAt, at.upcomingUntil))!,
    createdLastWeek: gte(a.createdAt, at.weekAgo),
  } satisfies Record<Exclude<ActivityTab, "all"> | "upcoming" | "createdLastWeek", SQL>;
}
