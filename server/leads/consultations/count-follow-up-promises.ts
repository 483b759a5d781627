// How many leads' 48-hour promise needs someone now: at risk (its last 12 hours) and overdue (broken,
// still waiting). The dashboard's Consultations card and the table's quick filters show them.
import { or, sql } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { consultations } from "#server/db/schema.ts";
import { clockCondition } from "./follow-up-clock-sql.ts";

export async function countFollowUpPromises(
  db: Database,
  actor: SessionUser,
  now: Date = new Date(),
): Promise<{ atRisk: number; overdue: number }> {
  assertAdmin(actor);
  const atRisk = clockCondition("at_risk", now);
  const overdue = clockCondition("overdue", now);
  // One statement (each one costs a parse and plan, inside the process on PGlite): both states are
  // waiting leads by age, read once from the partial index on waiting leads' created_at.
  const [row] = await db
    .select({
      atRisk: sql<number>`count(*) filter (where ${atRisk})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
    })
    .from(consultations)
    .where(or(atRisk, overdue));
  return { atRisk: row?.atRisk ?? 0, overdue: row?.overdue ?? 0 };
}
