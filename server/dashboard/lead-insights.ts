// The dashboard's lead figures (decisions 147, 154) in one statement: per week of application and
// program, for the period and the one before, the leads who applied, were contacted, had a consultation
// held, converted, and (the 48-hour promise) whose promise is decided and was kept. Whole days come from
// lead_day_figures, the days the range cuts from the leads themselves (day-figures.ts). Node then lays
// out applications per week, the funnel and the promise.
import { sql } from "drizzle-orm";
import type { DateRange } from "#core/dashboard/date-range.ts";
import { PROMISE_HOURS } from "#core/dashboard/funnel-rules.ts";
import type { Database } from "#server/db/client.ts";
import { at, rangeDays, withinCutDay } from "./day-figures.ts";

export type FunnelCounts = { applied: number; contacted: number; held: number; converted: number };

type Row = FunnelCounts & {
  current: boolean;
  week: string | null;
  program: string | null;
  decided: number;
  kept: number;
};

export async function leadFigures(db: Database, range: DateRange, timeZone: string, now: Date) {
  const split = at(range.from);
  const promise = sql`make_interval(hours => ${PROMISE_HOURS})`;
  const settledBefore = new Date(now.getTime() - PROMISE_HOURS * 3_600_000);
  const { rows } = await db.execute<Row>(sql`
    WITH days AS (${rangeDays(range, { weeksIn: timeZone, settledBefore })}),
    figures AS (
      SELECT d.day_start >= ${split} AS current,
        CASE WHEN d.day_start >= ${split} THEN date_trunc('week', d.day_start AT TIME ZONE ${timeZone}) END AS week,
        f.program_id, f.applied, f.contacted, f.held, f.converted, f.applied AS decided, f.kept
      FROM days d JOIN lead_day_figures f ON f.day = d.day
      WHERE d.whole
      UNION ALL
      SELECT c.created_at >= ${split},
        CASE WHEN c.created_at >= ${split} THEN date_trunc('week', c.created_at AT TIME ZONE ${timeZone}) END,
        c.program_id, 1,
        (c.first_contact_at IS NOT NULL)::int,
        (c.first_contact_at IS NOT NULL AND c.consultation_held_at IS NOT NULL)::int,
        (c.member_id IS NOT NULL)::int,
        (c.first_contact_at IS NOT NULL OR c.created_at + ${promise} <= ${at(now)})::int,
        (c.first_contact_at IS NOT NULL AND c.first_contact_at <= c.created_at + ${promise})::int
      FROM days d JOIN consultations c ON ${withinCutDay(sql`c.created_at`, range)}
      WHERE NOT d.whole
    )
    SELECT to_char(g.week, 'YYYY-MM-DD') AS week, g.current, p.name AS program,
      g.applied, g.contacted, g.held, g.converted, g.decided, g.kept
    FROM (
      SELECT current, week, program_id, sum(applied)::int AS applied, sum(contacted)::int AS contacted,
        sum(held)::int AS held, sum(converted)::int AS converted, sum(decided)::int AS decided,
        sum(kept)::int AS kept
      FROM figures GROUP BY 1, 2, 3
    ) g LEFT JOIN programs p ON p.id = g.program_id
    WHERE g.applied > 0
    ORDER BY 1, 3`);
  const current = rows.filter((r) => r.current);
  const previous = rows.filter((r) => !r.current);
  const weeks = [...new Set(current.map((r) => r.week as string))];
  const sum = (of: Row[], key: keyof FunnelCounts | "decided" | "kept") =>
    of.reduce((total, r) => total + r[key], 0);
  const funnel = (of: Row[]): FunnelCounts => ({
    applied: sum(of, "applied"),
    contacted: sum(of, "contacted"),
    held: sum(of, "held"),
    converted: sum(of, "converted"),
  });
  const kept = (of: Row[]) => ({ decided: sum(of, "decided"), kept: sum(of, "kept") });
  return {
    applications: current.map((r) => ({ week: r.week as string, program: r.program, n: r.applied })),
    funnel: { current: funnel(current), previous: funnel(previous) },
    promise: {
      weeks: weeks.map((week) => ({ week, ...kept(current.filter((r) => r.week === week)) })),
      current: kept(current),
      previous: kept(previous),
    },
  };
}
