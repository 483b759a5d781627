import { eq } from "drizzle-orm";
import type { ProgramInput } from "../../core/program-schema.ts";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import type { Database } from "../db/client.ts";
import { programs } from "../db/schema.ts";
import { notFound } from "../errors/domain-error.ts";
import { explainProgramConstraint } from "./program-constraint-errors.ts";

export async function updateProgram(db: Database, actor: SessionUser, id: string, input: ProgramInput) {
  assertAdmin(actor);
  const [row] = await db
    .update(programs)
    .set(input)
    .where(eq(programs.id, id))
    .returning()
    .catch(explainProgramConstraint);
  if (!row) throw notFound("Program");
  return row;
}
