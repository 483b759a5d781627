import type { ProgramInput } from "#core/content/program-schema.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { programs } from "#server/db/schema.ts";
import { explainProgramConstraint } from "./program-constraint-errors.ts";

export async function createProgram(db: Database, actor: SessionUser, input: ProgramInput) {
  assertAdmin(actor);
  const [row] = await db.insert(programs).values(input).returning().catch(explainProgramConstraint);
  return row!;
}
