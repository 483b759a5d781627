// How many leads' 48-hour promise needs someone now: at risk (its last 12 hours) and overdue (broken,
// still waiting). The dashboard's Consultations card and the table's quick filters show them.
import { count } from "drizzle-orm";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { consultations } from "#server/db/schema.ts";
import { clockCondition } from "./follow-up-clock-sql.ts";

export async function countFollowUpPromises(
  db: Database,
  actor: SessionUser,
  now: Date = new Date(),
): Promise<{ atRisk: number; overdue: number }> {
  assertAdmin(actor);
  const countWhere = async (state: "at_risk" | "overdue") =>
    (await db.select({ n: count() }).from(consultations).where(clockCondition(state, now)))[0]?.n ?? 0;
  const [atRisk, overdue] = await Promise.all([countWhere("at_risk"), countWhere("overdue")]);
  return { atRisk, overdue };
}
