// Follow-up work (decision 147): activities completed in the period per operator (who completed it,
// else who it was assigned to) and per contact method, the previous period's total, and overdue now
// (the activities table's Overdue tab: scheduled, pending, due before now).
import { sql } from "drizzle-orm";
import type { DateRange } from "#core/dashboard/date-range.ts";
import type { Database } from "#server/db/client.ts";

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function followUpWork(db: Database, range: DateRange, now: Date) {
  const completedIn = sql`a.status = 'completed' AND a.completed_at >= ${at(range.previousFrom)} AND a.completed_at < ${at(range.to)}`;
  const [byOperator, byMethod, totals] = await Promise.all([
    db.execute<{ operator: string | null; n: number }>(sql`
      SELECT p.email AS operator, count(*)::int AS n
      FROM contact_activities a LEFT JOIN profiles p ON p.id = coalesce(a.completed_by_user_id, a.assigned_to_user_id)
      WHERE ${completedIn} AND a.completed_at >= ${at(range.from)}
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 20`),
    db.execute<{ method: string; n: number }>(sql`
      SELECT a.contact_method AS method, count(*)::int AS n FROM contact_activities a
      WHERE ${completedIn} AND a.completed_at >= ${at(range.from)}
      GROUP BY 1 ORDER BY 2 DESC, 1`),
    db.execute<{ current: number; previous: number; overdue: number }>(sql`
      SELECT
        (SELECT count(*)::int FROM contact_activities a WHERE ${completedIn} AND a.completed_at >= ${at(range.from)}) AS current,
        (SELECT count(*)::int FROM contact_activities a WHERE ${completedIn} AND a.completed_at < ${at(range.from)}) AS previous,
        (SELECT count(*)::int FROM contact_activities a
          WHERE a.activity_type = 'scheduled' AND a.status = 'pending' AND a.scheduled_at < ${at(now)}) AS overdue`),
  ]);
  const total = totals.rows[0] ?? { current: 0, previous: 0, overdue: 0 };
  return { byOperator: byOperator.rows, byMethod: byMethod.rows, ...total };
}
