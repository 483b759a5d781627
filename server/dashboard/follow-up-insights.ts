// Follow-up work (decisions 147, 154): activities completed in the period per operator (who completed
// it, else who it was assigned to) and per contact method, the previous period's total, and overdue now
// (the activities table's Overdue tab: scheduled, pending, due before now). The completed ones are
// counted once, whole days from activity_day_figures and the days the range cuts from the activities
// (day-figures.ts), grouped three ways at once.
import { sql } from "drizzle-orm";
import type { DateRange } from "#core/dashboard/date-range.ts";
import type { Database } from "#server/db/client.ts";
import { at, rangeDays, withinCutDay } from "./day-figures.ts";

/** How many operators the chart shows. */
const OPERATORS = 20;

export async function followUpWork(db: Database, range: DateRange, now: Date) {
  const split = at(range.from);
  const [completed, overdue] = await Promise.all([
    db.execute<{
      current: boolean;
      kind: number;
      operator: string | null;
      method: string | null;
      n: number;
    }>(sql`
      WITH days AS (${rangeDays(range)}),
      figures AS (
        SELECT d.day_start >= ${split} AS current, f.operator_id, f.contact_method, f.completed AS n
        FROM days d JOIN activity_day_figures f ON f.day = d.day
        WHERE d.whole
        UNION ALL
        SELECT a.completed_at >= ${split}, coalesce(a.completed_by_user_id, a.assigned_to_user_id), a.contact_method, 1
        FROM days d JOIN contact_activities a ON a.status = 'completed' AND ${withinCutDay(sql`a.completed_at`, range)}
        WHERE NOT d.whole
      )
      -- kind: 3 the period's total, 1 per operator, 2 per method (GROUPING's bits).
      SELECT g.current, g.kind, p.email AS operator, g.contact_method AS method, g.n
      FROM (
        SELECT current, operator_id, contact_method, sum(n)::int AS n,
          GROUPING(operator_id, contact_method) AS kind
        FROM figures GROUP BY GROUPING SETS ((current), (current, operator_id), (current, contact_method))
      ) g LEFT JOIN profiles p ON p.id = g.operator_id
      WHERE g.n > 0
      ORDER BY g.n DESC, p.email, g.contact_method`),
    db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM contact_activities a
      WHERE a.activity_type = 'scheduled' AND a.status = 'pending' AND a.scheduled_at < ${at(now)}`),
  ]);
  const rows = completed.rows;
  const total = (current: boolean) => rows.find((r) => r.kind === 3 && r.current === current)?.n ?? 0;
  return {
    byOperator: rows
      .filter((r) => r.kind === 1 && r.current)
      .slice(0, OPERATORS)
      .map((r) => ({ operator: r.operator, n: r.n })),
    byMethod: rows
      .filter((r) => r.kind === 2 && r.current)
      .map((r) => ({ method: r.method as string, n: r.n })),
    current: total(true),
    previous: total(false),
    overdue: overdue.rows[0]?.n ?? 0,
  };
}
