import { eq } from "drizzle-orm";
import type { ConsultationInput } from "#core/leads/consultations/consultation-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { consultations } from "#server/db/schema.ts";
import { consultationWriteError } from "./consultation-errors.ts";
import { consultationValues } from "./consultation-values.ts";

/** Edit: every field of the entity. */
export async function updateConsultation(
  db: Database,
  actor: SessionUser,
  id: string,
  input: ConsultationInput,
): Promise<void> {
  assertAdmin(actor);
  await db
    .transaction(async (tx) => {
      const before = await lockedRow(tx, consultations, id, "Consultation");
      const [after] = await tx
        .update(consultations)
        .set(consultationValues(input))
        .where(eq(consultations.id, id))
        .returning();
      await recordAudit(tx, { actor, action: "update", entity: "consultation", entityId: id, before, after });
    })
    .catch((error: unknown) => {
      throw consultationWriteError(error);
    });
}
