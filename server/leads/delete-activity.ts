import { eq } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { contactActivities } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";
import { refreshFirstContact } from "#server/leads/first-contact.ts";

/** Deletes an activity; if it was the lead's first contact, the 48-hour clock moves to the next one. */
export async function deleteActivity(db: Database, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(contactActivities).where(eq(contactActivities.id, id)).returning();
    if (!deleted) throw notFound("Activity");
    await recordAudit(tx, { actor, action: "delete", entity: "activity", entityId: id, before: deleted });
    await refreshFirstContact(tx, [deleted.consultationId]);
  });
}
