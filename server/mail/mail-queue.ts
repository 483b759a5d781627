// Every e-mail is durable (decision 150): a message is written to the job table in the transaction of
// the change that causes it, then sent right after the commit by the request that made it (so it
// leaves as fast as an inline send did), and otherwise by any instance's job worker: with back-off
// after a refusal, once across instances (the job claim), and again after a crash between the commit
// and the send (the job is still pending, or its lease runs out). A final failure stays in the table,
// listed on the dashboard with a Retry button (server/mail/failed-mail.ts).
import { eq, sql } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { jobs } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { claimJobs, type JobHandlers, runClaimedJobs } from "#server/jobs/run-due-jobs.ts";
import type { Logger } from "#server/logger.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

export const MAIL_JOB = "mail";

/** What sending needs: callable from better-auth's callbacks, which have no Services bundle. */
export type MailServices = { db: Database; logger: Logger; mailer: Mailer; config?: Pick<Config, "jobs"> };
/** 30 s, 1, 2, 4, 8, 16, 32 min, 1 h: about two hours of trying before an operator is asked. */
export const MAIL_ATTEMPTS = 8;

/** Writes the messages to the job table in the caller's transaction; answers their job ids. */
export async function enqueueMail(db: Database | Transaction, messages: MailMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(
      messages.map((message) => ({
        kind: MAIL_JOB,
        payload: message as unknown as Record<string, unknown>,
        // The worker's clock, as enqueueJobs does: the database's now() has microseconds, so a job
        // written in the same millisecond as a poll would otherwise not be due yet.
        runAt: new Date(),
        maxAttempts: MAIL_ATTEMPTS,
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/**
 * Sends the enqueued messages now (after their transaction committed), unless another instance already
 * took them. Answers whether every one was sent now; one that was not is the worker's to retry, so
 * this never throws: the change it follows has committed.
 */
export async function sendQueuedMail<S extends MailServices>(
  services: S,
  ids: string[],
  // An e-mail job of another kind (an e-mail from the record) brings its own handler.
  handlers: JobHandlers<S> = mailJobHandlers,
): Promise<boolean> {
  try {
    const claimed = await claimJobs(services, ids);
    const { done } = await runClaimedJobs(services, handlers, claimed);
    return done === ids.length;
  } catch (error) {
    services.logger.warn({ err: error, jobs: ids }, "mail left to the job worker");
    return false;
  }
}

/**
 * Enqueues on its own and sends at once, for a message whose cause is not our transaction (better-auth's
 * links, a password-change notice). Throws only when it could not be written down.
 */
export async function sendMail(services: MailServices, messages: MailMessage[]): Promise<boolean> {
  return sendQueuedMail(services, await enqueueMail(services.db, messages));
}

export const mailJobHandlers: JobHandlers<MailServices> = {
  async [MAIL_JOB](services, payload, job) {
    const hold = services.config?.jobs.testMailSendDelayMs ?? 0;
    if (hold > 0) {
      // Test-only (TEST_MAIL_SEND_DELAY_MS, decision 151): claimed and committed, not yet sent, so a
      // test can kill the process at exactly this point.
      services.logger.warn({ job: job.id, ms: hold }, "test hook: holding a claimed e-mail before sending");
      await new Promise((resolve) => setTimeout(resolve, hold));
    }
    const delivery = await services.mailer.send(payload as unknown as MailMessage);
    if (delivery.status === "failed") throw new Error(`mail not sent: ${delivery.error}`);
    // Sent: the body and its link (a reset or invitation link is a key) need not outlive the send.
    await services.db
      .update(jobs)
      .set({ payload: sql`${jobs.payload} - 'text' - 'html' - 'link' - 'attachments'` })
      .where(eq(jobs.id, job.id));
  },
};
