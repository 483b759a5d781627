// An e-mail from the record (decision 215): an operator writes to a consultation's person or to a
// member; in one transaction the words are kept on the record as a completed e-mail activity (sending
// until delivered), its mail job is queued and the send audited on the record (the subject, not the
// words or the address); right after the commit this request sends it, the job worker being the fallback.
import { eq } from "drizzle-orm";
import { type RecordEmailInput, recordEmailSchema } from "#core/leads/activities/record-email.ts";
import { displayName } from "#core/users/display-name.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { consultations, contactActivities, profiles, userRolesTable } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { notFound } from "#server/errors/domain-error.ts";
import { refreshFirstContact } from "#server/leads/consultations/first-contact.ts";
import { sendQueuedMail } from "#server/mail/mail-queue.ts";
import type { Services } from "#server/services.ts";
import { enqueueRecordEmail, recordEmailJobHandlers } from "./record-email-job.ts";
import { memberRecipient, type RecordEmailTarget } from "./record-email-recipient.ts";

/** The person written to: their record (locked), name and address. */
async function lockedRecipient(tx: Transaction, target: RecordEmailTarget) {
  if (target.kind === "consultation") {
    const lead = await lockedRow(tx, consultations, target.id, "Consultation");
    return { consultationId: lead.id, profileId: null, name: displayName(lead) };
  }
  const [row] = await tx
    .select(memberRecipient.columns)
    .from(profiles)
    .innerJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
    .where(memberRecipient.where(target.id))
    .for("update", { of: profiles });
  if (!row) throw notFound("Member");
  return { consultationId: null, profileId: row.id, name: displayName(row) };
}

export async function sendRecordEmail(
  services: Services,
  actor: SessionUser,
  target: RecordEmailTarget,
  form: RecordEmailInput,
): Promise<{ activityId: string; name: string; sent: boolean }> {
  assertAdmin(actor);
  const input = recordEmailSchema.parse(form);
  const { activityId, jobId, name } = await services.db.transaction(async (tx) => {
    const person = await lockedRecipient(tx, target);
    const now = new Date();
    const [activity] = await tx
      .insert(contactActivities)
      .values({
        consultationId: person.consultationId,
        profileId: person.profileId,
        activityType: "completed",
        contactMethod: "email",
        status: "completed",
        priority: "normal",
        subject: input.subject,
        message: input.body,
        completedAt: now,
        assignedToUserId: actor.id,
        completedByUserId: actor.id,
        emailDelivery: "sending",
      })
      .returning({ id: contactActivities.id });
    const id = activity!.id;
    // As every activity write: here the clock does not count it until the job delivers it.
    await refreshFirstContact(tx, [person.consultationId]);
    const job = await enqueueRecordEmail(tx, id);
    // On the record written to (its History shows it); the words stay on the activity only.
    await recordAudit(tx, {
      actor,
      action: "send",
      entity: target.kind === "consultation" ? "consultation" : "user",
      entityId: target.id,
      after: { activityId: id, subject: input.subject },
    });
    return { activityId: id, jobId: job, name: person.name };
  });
  const sent = await sendQueuedMail(services, [jobId], recordEmailJobHandlers);
  return { activityId, name, sent };
}
