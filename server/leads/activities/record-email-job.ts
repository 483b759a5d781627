// The mail job of an e-mail written from the record (decision 215). Its payload names the activity
// only: the words and the address are read from the record when it runs, so an erasure that blanked
// the activity leaves nothing to send, and the queue holds no copy of what the operator wrote. Sent
// from the firm's address (the mailer's From) with the operator who wrote it as Reply-To; on delivery
// the activity becomes "sent", completed at that moment, and the lead's 48-hour clock counts it.
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { RECORD_EMAIL_JOB, recordEmailGroup } from "#core/leads/activities/record-email.ts";
import { consultations, contactActivities, jobs, profiles } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import type { JobHandlers } from "#server/jobs/run-due-jobs.ts";
import { refreshFirstContact } from "#server/leads/consultations/first-contact.ts";
import { MAIL_ATTEMPTS } from "#server/mail/mail-queue.ts";
import { plainTextHtml } from "#server/mail/plain-text-html.ts";
import type { Services } from "#server/services.ts";

/** Written in the activity's transaction; answers the job's id, for sending right after the commit. */
export async function enqueueRecordEmail(tx: Transaction, activityId: string): Promise<string> {
  const [job] = await tx
    .insert(jobs)
    .values({
      kind: RECORD_EMAIL_JOB,
      payload: { activityId },
      groupKey: recordEmailGroup(activityId),
      runAt: new Date(),
      maxAttempts: MAIL_ATTEMPTS,
    })
    .returning({ id: jobs.id });
  return job!.id;
}

const member = alias(profiles, "member");
const operator = alias(profiles, "operator");

/** What the job sends: the activity's words, the person's address, the operator's address. */
async function readRecordEmail(services: Services, activityId: string) {
  const [row] = await services.db
    .select({
      consultationId: contactActivities.consultationId,
      subject: contactActivities.subject,
      body: contactActivities.message,
      delivery: contactActivities.emailDelivery,
      to: sql<
        string | null
      >`coalesce(${consultations.email}, CASE WHEN ${member.erasedAt} IS NULL THEN ${member.email} END)`,
      replyTo: operator.email,
    })
    .from(contactActivities)
    .leftJoin(consultations, eq(consultations.id, contactActivities.consultationId))
    .leftJoin(member, eq(member.id, contactActivities.profileId))
    .leftJoin(operator, eq(operator.id, contactActivities.completedByUserId))
    .where(eq(contactActivities.id, activityId));
  return row;
}

export const recordEmailJobHandlers: JobHandlers<Services> = {
  async [RECORD_EMAIL_JOB](services, payload) {
    const activityId = String(payload.activityId);
    const row = await readRecordEmail(services, activityId);
    // Gone, erased, or already delivered (a retry after a crash between the send and this update).
    if (row?.delivery !== "sending" || !row.to || !row.subject || !row.body) return;
    const delivery = await services.mailer.send({
      kind: RECORD_EMAIL_JOB,
      to: row.to,
      subject: row.subject,
      text: row.body,
      html: plainTextHtml(services.config.siteName, row.body),
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    });
    if (delivery.status === "failed") throw new Error(`mail not sent: ${delivery.error}`);
    await services.db.transaction(async (tx) => {
      await tx
        .update(contactActivities)
        .set({ emailDelivery: "sent", completedAt: new Date() })
        .where(and(eq(contactActivities.id, activityId), eq(contactActivities.emailDelivery, "sending")));
      await refreshFirstContact(tx, [row.consultationId]);
    });
  },
};
