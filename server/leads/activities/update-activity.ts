// Edit an activity. Fields the form does not show for the activity's type come as undefined and keep
// what was stored (ActivityInput). Both the lead it named and the lead it names now get their
// 48-hour clock brought up to date.
import { eq } from "drizzle-orm";
import { type ActivityForm, activityValues } from "#core/leads/activities/activity-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { contactActivities } from "#server/db/schema.ts";
import { refreshFirstContact } from "#server/leads/consultations/first-contact.ts";
import { activityWriteError, assertReferencesExist } from "./activity-references.ts";

export async function updateActivity(
  db: Database,
  actor: SessionUser,
  id: string,
  form: ActivityForm,
  now: Date = new Date(),
): Promise<void> {
  assertAdmin(actor);
  const input = activityValues(form);
  await db
    .transaction(async (tx) => {
      const before = await lockedRow(tx, contactActivities, id, "Activity");
      await assertReferencesExist(tx, input);
      const completed = input.status === "completed" || input.activityType === "completed";
      const [after] = await tx
        .update(contactActivities)
        .set({
          ...input,
          completedAt: input.completedAt ?? (completed && !before.completedAt ? now : undefined),
          completedByUserId: completed && !before.completedByUserId ? actor.id : undefined,
        })
        .where(eq(contactActivities.id, id))
        .returning();
      await refreshFirstContact(tx, [before.consultationId, input.consultationId]);
      await recordAudit(tx, { actor, action: "update", entity: "activity", entityId: id, before, after });
    })
    .catch((error: unknown) => {
      throw activityWriteError(error);
    });
}
