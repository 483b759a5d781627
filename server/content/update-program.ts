import { eq } from "drizzle-orm";
import type { ProgramInput } from "#core/content/program-schema.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { programs } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";
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
