// The quick completion dialog (SPEC section 4): status completed, completed_at now, completed_by the
// operator, and the outcome, duration and notes when given. The type becomes completed too, so the
// edit form then shows the outcome and duration it was completed with (docs/product-decisions.md).
import { eq } from "drizzle-orm";
import { isCompleted } from "#core/leads/activities/activity-completion.ts";
import { type ActivityCompletion, activityMessages } from "#core/leads/activities/activity-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { contactActivities } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { refreshFirstContact } from "#server/leads/consultations/first-contact.ts";

export async function completeActivity(
  db: Database,
  actor: SessionUser,
  id: string,
  input: ActivityCompletion,
  now: Date = new Date(),
): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, contactActivities, id, "Activity");
    if (isCompleted(before)) throw new DomainError("conflict", activityMessages.alreadyCompleted);
    const [after] = await tx
      .update(contactActivities)
      .set({
        status: "completed",
        activityType: "completed",
        completedAt: now,
        completedByUserId: actor.id,
        outcome: input.outcome ?? undefined,
        durationMinutes: input.durationMinutes ?? undefined,
        notes: input.notes ?? undefined,
      })
      .where(eq(contactActivities.id, id))
      .returning();
    await refreshFirstContact(tx, [before.consultationId]);
    await recordAudit(tx, { actor, action: "complete", entity: "activity", entityId: id, before, after });
  });
}
