// The dashboard's lead figures (decision 147), each one grouped statement: applications per week by
// program, the funnel of the period's applicants (and the previous period's, for the change), and the
// 48-hour promise kept per week.
import { sql } from "drizzle-orm";
import type { DateRange } from "#core/dashboard/date-range.ts";
import { CONSULTATION_METHODS, PROMISE_HOURS, UNREACHED_OUTCOMES } from "#core/dashboard/funnel-rules.ts";
import type { Database } from "#server/db/client.ts";

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
export async function applicationsPerWeek(db: Database, range: DateRange, timeZone: string) {
  // Grouped first by the raw week and program id, then named: the formatting runs per group, not per lead.
  const { rows } = await db.execute<{ week: string; program: string | null; n: number }>(sql`
    SELECT to_char(g.week, 'YYYY-MM-DD') AS week, p.name AS program, g.n
    FROM (
      SELECT date_trunc('week', c.created_at AT TIME ZONE ${timeZone}) AS week, c.program_id, count(*)::int AS n
      FROM consultations c
      WHERE c.created_at >= ${at(range.from)} AND c.created_at < ${at(range.to)}
      GROUP BY 1, 2
    ) g LEFT JOIN programs p ON p.id = g.program_id
    ORDER BY 1, 2`);
  return rows;
}

export type FunnelCounts = { applied: number; contacted: number; held: number; converted: number };

/** The funnel of the leads who applied in the period, and of those who applied in the period before. */
export async function leadFunnel(db: Database, range: DateRange) {
  const { rows } = await db.execute<FunnelCounts & { current: boolean }>(sql`
    SELECT c.created_at >= ${at(range.from)} AS current,
      count(*)::int AS applied,
      count(*) FILTER (WHERE c.first_contact_at IS NOT NULL)::int AS contacted,
      count(*) FILTER (WHERE c.first_contact_at IS NOT NULL AND h.consultation_id IS NOT NULL)::int AS held,
      count(*) FILTER (WHERE c.member_id IS NOT NULL)::int AS converted
    FROM consultations c
    -- The leads with a consultation held, found once from the activities side: one completed after the
    -- earliest application counted (none can precede its lead), by the completed-at index, hashed.
    LEFT JOIN (
      SELECT DISTINCT a.consultation_id FROM contact_activities a
      WHERE a.status = 'completed' AND a.completed_at >= ${at(range.previousFrom)}
        AND a.contact_method IN (${list(CONSULTATION_METHODS)})
        AND (a.outcome IS NULL OR a.outcome NOT IN (${list(UNREACHED_OUTCOMES)}))
    ) h ON h.consultation_id = c.id
    WHERE c.created_at >= ${at(range.previousFrom)} AND c.created_at < ${at(range.to)}
    GROUP BY 1`);
  const empty: FunnelCounts = { applied: 0, contacted: 0, held: 0, converted: 0 };
  const of = (current: boolean): FunnelCounts => {
    const row = rows.find((r) => r.current === current);
    return row
      ? { applied: row.applied, contacted: row.contacted, held: row.held, converted: row.converted }
      : empty;
  };
  return { current: of(true), previous: of(false) };
}

/**
 * Per week of application: the leads whose promise is decided (contacted, or 48 hours passed) and how
 * many of them were contacted within 48 hours; and the same two for the whole period and the one before.
 */
export async function promiseKept(db: Database, range: DateRange, timeZone: string, now: Date) {
  const decided = sql`(c.first_contact_at IS NOT NULL OR c.created_at + make_interval(hours => ${PROMISE_HOURS}) <= ${at(now)})`;
  const kept = sql`(c.first_contact_at IS NOT NULL AND c.first_contact_at <= c.created_at + make_interval(hours => ${PROMISE_HOURS}))`;
  const { rows } = await db.execute<{
    week: string | null;
    current: boolean;
    decided: number;
    kept: number;
  }>(sql`
    SELECT to_char(g.week, 'YYYY-MM-DD') AS week, g.current, g.decided, g.kept FROM (
      SELECT CASE WHEN c.created_at >= ${at(range.from)} THEN date_trunc('week', c.created_at AT TIME ZONE ${timeZone}) END AS week,
        c.created_at >= ${at(range.from)} AS current,
        count(*) FILTER (WHERE ${decided})::int AS decided,
        count(*) FILTER (WHERE ${kept})::int AS kept
      FROM consultations c
      WHERE c.created_at >= ${at(range.previousFrom)} AND c.created_at < ${at(range.to)}
      GROUP BY 1, 2
    ) g ORDER BY g.week`);
  const total = (current: boolean) =>
    rows
      .filter((r) => r.current === current)
      .reduce((sum, r) => ({ decided: sum.decided + r.decided, kept: sum.kept + r.kept }), {
        decided: 0,
        kept: 0,
      });
  return {
    weeks: rows
      .filter((r) => r.current)
      .map((r) => ({ week: r.week as string, decided: r.decided, kept: r.kept })),
    current: total(true),
    previous: total(false),
  };
}
