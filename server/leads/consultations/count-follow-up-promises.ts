// How many leads' 48-hour promise needs someone now: at risk (its last 12 hours) and overdue (broken,
// still waiting). The dashboard's Consultations card and the table's quick filters show them.
import { or, sql } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { preparedPerDatabase, timesAsValues } from "#server/db/prepared-statement.ts";
import { consultations } from "#server/db/schema.ts";
import { clockBoundaries, clockConditionAt } from "./follow-up-clock-sql.ts";

/**
 * One statement (each one costs a parse and plan, inside the process on PGlite): both states are
 * waiting leads by age, read once from the partial index on waiting leads' created_at. The dashboard
 * and the consultations' table read it on every visit, so it is built once per database.
 */
const promiseCounts = preparedPerDatabase((db) => {
  const boundaries = { riskFrom: sql.placeholder("riskFrom"), deadlineFrom: sql.placeholder("deadlineFrom") };
  const atRisk = clockConditionAt("at_risk", boundaries);
  const overdue = clockConditionAt("overdue", boundaries);
  return db
    .select({
      atRisk: sql<number>`count(*) filter (where ${atRisk})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
    })
    .from(consultations)
    .where(or(atRisk, overdue))
    .prepare("follow_up_promise_counts");
});

export async function countFollowUpPromises(
  db: Database,
  actor: SessionUser,
  now: Date = new Date(),
): Promise<{ atRisk: number; overdue: number }> {
  assertAdmin(actor);
  const [row] = await promiseCounts(db).execute(timesAsValues(clockBoundaries(now)));
  return { atRisk: row?.atRisk ?? 0, overdue: row?.overdue ?? 0 };
}
