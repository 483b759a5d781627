import { eq } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { consultations } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";

/** Deletes the lead and its activities (cascade); a member account it became stays. */
export async function deleteConsultation(db: Database, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(consultations).where(eq(consultations.id, id)).returning();
    if (!deleted) throw notFound("Consultation");
    await recordAudit(tx, { actor, action: "delete", entity: "consultation", entityId: id, before: deleted });
  });
}
