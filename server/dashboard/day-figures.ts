// The days a dashboard range reads from the day figures (decision 154). lead_day_figures and
// activity_day_figures count per UTC day; a range is the operator's calendar days, so a UTC day is read
// whole from the figures only when nothing the statement distinguishes changes inside it: it lies within
// the range, on one side of the current/previous split, in one week of the operator's zone, and (for the
// 48-hour promise) ended at least 48 hours ago. Every other day's rows are read from the table itself,
// by the index on their instant: the figures stay exact in every zone, the edges cost a few hundred rows.
import { type SQL, sql } from "drizzle-orm";
import type { DateRange } from "#core/dashboard/date-range.ts";

export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

type Cuts = {
  /** Days in the current period split at the operator's weeks (zone given). */
  weeksIn?: string;
  /** Days that end after this instant are read from the table. */
  settledBefore?: Date;
};

/**
 * A `days` CTE body: each UTC day touching [previousFrom, to) with its instants and `whole` (read from
 * the figures) or not (read from the table between `greatest(day_start, from)` and `least(day_end, to)`).
 */
export function rangeDays(range: DateRange, cuts: Cuts = {}): SQL {
  const from = at(range.previousFrom);
  const split = at(range.from);
  const to = at(range.to);
  const oneWeek = cuts.weeksIn
    ? sql`AND (d.day_start < ${split} OR date_trunc('week', d.day_start AT TIME ZONE ${cuts.weeksIn})
        = date_trunc('week', (d.day_end - interval '1 microsecond') AT TIME ZONE ${cuts.weeksIn}))`
    : sql``;
  const settled = cuts.settledBefore ? sql`AND d.day_end <= ${at(cuts.settledBefore)}` : sql``;
  return sql`
    SELECT d.day, d.day_start, d.day_end,
      (d.day_start >= ${from} AND d.day_end <= ${to} AND NOT (d.day_start < ${split} AND d.day_end > ${split})
        ${oneWeek} ${settled}) AS whole
    FROM (
      SELECT s::date AS day, s AT TIME ZONE 'UTC' AS day_start, (s + interval '1 day') AT TIME ZONE 'UTC' AS day_end
      FROM generate_series(date_trunc('day', ${from} AT TIME ZONE 'UTC'),
        (${to} AT TIME ZONE 'UTC') - interval '1 microsecond', interval '1 day') AS s
    ) d`;
}

/** The instants of a cut day's rows: `column` within both the day and the range. */
export const withinCutDay = (column: SQL, range: DateRange) =>
  sql`${column} >= greatest(d.day_start, ${at(range.previousFrom)}) AND ${column} < least(d.day_end, ${at(range.to)})`;
