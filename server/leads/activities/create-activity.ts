// Creates an activity from the custom form (or a template, a quick action). An activity saved as
// completed gets its completed time (now when none was given) and the operator as the one who did it;
// the lead's 48-hour clock is brought up to date in the same transaction.
import { type ActivityForm, activityValues } from "#core/leads/activities/activity-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { contactActivities } from "#server/db/schema.ts";
import { refreshFirstContact } from "#server/leads/consultations/first-contact.ts";
import { activityWriteError, assertReferencesExist } from "./activity-references.ts";

export async function createActivity(
  db: Database,
  actor: SessionUser,
  form: ActivityForm,
  now: Date = new Date(),
): Promise<{ id: string }> {
  assertAdmin(actor);
  const input = activityValues(form);
  const completed = input.status === "completed";
  return db
    .transaction(async (tx) => {
      await assertReferencesExist(tx, input);
      const [row] = await tx
        .insert(contactActivities)
        .values({
          ...input,
          scheduledAt: input.scheduledAt ?? null,
          completedAt: input.completedAt ?? (completed ? now : null),
          durationMinutes: input.durationMinutes ?? null,
          outcome: input.outcome ?? null,
          completedByUserId: completed || input.activityType === "completed" ? actor.id : null,
        })
        .returning();
      await refreshFirstContact(tx, [input.consultationId]);
      await recordAudit(tx, { actor, action: "create", entity: "activity", entityId: row!.id, after: row });
      return { id: row!.id };
    })
    .catch((error: unknown) => {
      throw activityWriteError(error);
    });
}
