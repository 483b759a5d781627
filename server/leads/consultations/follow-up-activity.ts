// Every new lead, from the public form or entered by an operator, gets its 48-hour follow-up: a
// scheduled, high-priority phone call due when the promise runs out (docs/product-decisions.md),
// assigned to the lead's owner when it has one.
import { FOLLOW_UP_PROMISE_MS } from "#core/leads/consultations/follow-up-clock.ts";
import type { contactActivities } from "#server/db/schema.ts";

export const FOLLOW_UP_SUBJECT = "48-hour follow-up";

export function followUpActivity(
  consultation: { id: string; createdAt: Date; ownerId?: string | null },
  message: string,
): typeof contactActivities.$inferInsert {
  return {
    consultationId: consultation.id,
    activityType: "scheduled",
    status: "pending",
    priority: "high",
    contactMethod: "phone",
    scheduledAt: new Date(consultation.createdAt.getTime() + FOLLOW_UP_PROMISE_MS),
    subject: FOLLOW_UP_SUBJECT,
    message,
    assignedToUserId: consultation.ownerId ?? null,
  };
}
