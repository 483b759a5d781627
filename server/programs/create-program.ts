import type { ProgramInput } from "../../core/program-schema.ts";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import type { Database } from "../db/client.ts";
import { programs } from "../db/schema.ts";
import { explainProgramConstraint } from "./program-constraint-errors.ts";

export async function createProgram(db: Database, actor: SessionUser, input: ProgramInput) {
  assertAdmin(actor);
  const [row] = await db.insert(programs).values(input).returning().catch(explainProgramConstraint);
  return row!;
}
