// Members (decision 147): the registrations made in the period by status per program, with the
// previous period's total; the average progress of active registrations now; achievements earned per
// month of the period, with the previous period's total.
import { sql } from "drizzle-orm";
import type { DateRange } from "#core/dashboard/date-range.ts";
import type { Database } from "#server/db/client.ts";

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export async function memberFigures(db: Database, range: DateRange, timeZone: string) {
  const [byProgram, totals, achievements] = await Promise.all([
    db.execute<{ program: string; status: string; n: number }>(sql`
      SELECT p.name AS program, r.status, count(*)::int AS n
      FROM member_program_registrations r JOIN programs p ON p.id = r.program_id
      WHERE r.registration_date >= ${at(range.from)} AND r.registration_date < ${at(range.to)}
      GROUP BY 1, 2 ORDER BY 1, 2`),
    db.execute<{ current: number; previous: number; averageProgress: number | null; active: number }>(sql`
      SELECT
        (SELECT count(*)::int FROM member_program_registrations r
          WHERE r.registration_date >= ${at(range.from)} AND r.registration_date < ${at(range.to)}) AS current,
        (SELECT count(*)::int FROM member_program_registrations r
          WHERE r.registration_date >= ${at(range.previousFrom)} AND r.registration_date < ${at(range.from)}) AS previous,
        (SELECT round(avg(progress_percentage))::int FROM member_program_registrations WHERE status = 'active') AS "averageProgress",
        (SELECT count(*)::int FROM member_program_registrations WHERE status = 'active') AS active`),
    db.execute<{ month: string | null; current: boolean; n: number }>(sql`
      SELECT CASE WHEN m.earned_at >= ${at(range.from)} THEN to_char(date_trunc('month', m.earned_at AT TIME ZONE ${timeZone}), 'YYYY-MM') END AS month,
        m.earned_at >= ${at(range.from)} AS current, count(*)::int AS n
      FROM member_achievements m
      WHERE m.earned_at >= ${at(range.previousFrom)} AND m.earned_at < ${at(range.to)}
      GROUP BY 1, 2 ORDER BY 1`),
  ]);
  const earned = (current: boolean) =>
    achievements.rows.filter((r) => r.current === current).reduce((s, r) => s + r.n, 0);
  return {
    byProgram: byProgram.rows,
    registrations: { current: totals.rows[0]?.current ?? 0, previous: totals.rows[0]?.previous ?? 0 },
    averageProgress: totals.rows[0]?.averageProgress ?? null,
    active: totals.rows[0]?.active ?? 0,
    achievementsPerMonth: achievements.rows
      .filter((r) => r.current)
      .map((r) => ({ month: r.month as string, n: r.n })),
    achievements: { current: earned(true), previous: earned(false) },
  };
}
