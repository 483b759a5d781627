import { eq } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { contactActivities } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";
import { refreshFirstContact } from "#server/leads/consultations/first-contact.ts";
import { forgetDeleted } from "#server/privacy/forget-deleted.ts";

/**
 * Deletes an activity; if it was the lead's first contact, the 48-hour clock moves to the next one. Its
 * words are about a person: the audit row keeps what it was (its kind, method, status, whom it was
 * for) and the trail's earlier values about it go with it (decision 173).
 */
export async function deleteActivity(db: Database, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(contactActivities).where(eq(contactActivities.id, id)).returning();
    if (!deleted) throw notFound("Activity");
    await forgetDeleted(tx, { recordIds: [id], names: [] });
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "activity",
      entityId: id,
      before: {
        consultationId: deleted.consultationId,
        profileId: deleted.profileId,
        activityType: deleted.activityType,
        contactMethod: deleted.contactMethod,
        status: deleted.status,
        scheduledAt: deleted.scheduledAt,
        completedAt: deleted.completedAt,
      },
    });
    await refreshFirstContact(tx, [deleted.consultationId]);
  });
}
