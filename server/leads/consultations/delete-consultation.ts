import { eq } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { consultations, contactActivities } from "#server/db/schema.ts";
import { namesOf } from "#server/privacy/data-subject.ts";
import { forgetDeleted } from "#server/privacy/forget-deleted.ts";

/**
 * Deletes the lead and its activities (cascade); a member account it became stays. The audit row keeps
 * ids and a summary, never the person's values, and the trail's earlier values about the lead go with
 * it (decision 173).
 */
export async function deleteConsultation(db: Database, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const consultation = await lockedRow(tx, consultations, id, "Consultation");
    const activities = await tx
      .select({ id: contactActivities.id })
      .from(contactActivities)
      .where(eq(contactActivities.consultationId, id));
    await tx.delete(consultations).where(eq(consultations.id, id));
    await forgetDeleted(tx, {
      recordIds: [id, ...activities.map((a) => a.id)],
      // The account a converted lead became still carries the name.
      names: consultation.memberId ? [] : namesOf([consultation]),
    });
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "consultation",
      entityId: id,
      before: {
        programId: consultation.programId,
        memberId: consultation.memberId,
        createdAt: consultation.createdAt,
        convertedAt: consultation.convertedAt,
        activities: activities.length,
      },
    });
  });
}
