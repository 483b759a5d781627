import type { ProgramInput } from "#core/content/programs/program-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { programs } from "#server/db/schema.ts";
import { explainProgramConstraint } from "./program-constraint-errors.ts";

export async function createProgram(db: Database, actor: SessionUser, input: ProgramInput) {
  assertAdmin(actor);
  return db
    .transaction(async (tx) => {
      const [row] = await tx.insert(programs).values(input).returning();
      await recordAudit(tx, { actor, action: "create", entity: "program", entityId: row!.id, after: row });
      return row!;
    })
    .catch(explainProgramConstraint);
}
