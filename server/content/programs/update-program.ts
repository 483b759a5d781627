import { eq } from "drizzle-orm";
import type { ProgramInput } from "#core/content/programs/program-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { programs } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";
import { explainProgramConstraint } from "./program-constraint-errors.ts";

export async function updateProgram(db: Database, actor: SessionUser, id: string, input: ProgramInput) {
  assertAdmin(actor);
  return db
    .transaction(async (tx) => {
      const before = await lockedRow(tx, programs, id, "Program");
      const [row] = await tx.update(programs).set(input).where(eq(programs.id, id)).returning();
      if (!row) throw notFound("Program");
      await recordAudit(tx, { actor, action: "update", entity: "program", entityId: id, before, after: row });
      return row;
    })
    .catch(explainProgramConstraint);
}
