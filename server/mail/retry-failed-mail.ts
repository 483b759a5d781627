// Retry on the Failed E-mails screen (decision 150): a failed e-mail job goes back to the queue with
// a fresh set of attempts, and the job worker sends it within a second or so. Audited in the same
// transaction; a job that is no longer failed (retried by a colleague) is left alone and says so.
import { and, eq, inArray } from "drizzle-orm";
import { failedMailMessages } from "#core/mail/failed-mail-messages.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { jobs } from "#server/db/schema.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";
import { mailJobKinds } from "./mail-job-kinds.ts";

export async function retryFailedMail(db: Database, actor: SessionUser, jobId: string): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({ status: "pending", attempts: 0, runAt: new Date(), lockedUntil: null })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, "failed"), inArray(jobs.kind, mailJobKinds)))
      .returning({ id: jobs.id, kind: jobs.kind });
    if (!job) {
      const [known] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), inArray(jobs.kind, mailJobKinds)));
      throw known ? new DomainError("conflict", failedMailMessages.notFailed) : notFound("E-mail");
    }
    await recordAudit(tx, {
      actor,
      action: "retry",
      entity: "mail",
      entityId: job.id,
      before: { status: "failed" },
      after: { status: "pending", kind: job.kind },
    });
  });
}
