// To every operator when an e-mail has finally failed (the job worker gave up: Failed E-mails). A
// notification e-mail that failed is not announced by another one: when mail is down, that would only
// add to the pile. Each failure is decided once per person; a retried e-mail that fails again is news
// again (its job's updated_at names the failure).
import { and, eq, gte, inArray, not, sql } from "drizzle-orm";
import { mailJobLabel } from "#core/mail/failed-mail-messages.ts";
import { jobs } from "#server/db/schema.ts";
import { mailJobKinds } from "#server/mail/mail-job-kinds.ts";
import { MAIL_JOB } from "#server/mail/mail-queue.ts";
import { mailFailedEmail } from "#server/mail/notification-templates.ts";
import type { Services } from "#server/services.ts";
import { listOperators, type Notice } from "./notify.ts";

/** A failure older than this (before notifications existed, a day-long outage) stays on the list only. */
const FAILURE_NEWS_MS = 24 * 60 * 60 * 1000;

export const NOTIFICATION_MAIL_PREFIX = "notify-";

export async function mailFailedNotices(services: Services, now: Date): Promise<Notice[]> {
  const [failed, operators] = await Promise.all([
    services.db
      .select({ id: jobs.id, kind: jobs.kind, failedAt: jobs.updatedAt })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, "failed"),
          inArray(jobs.kind, mailJobKinds),
          gte(jobs.updatedAt, new Date(now.getTime() - FAILURE_NEWS_MS)),
          not(
            and(
              eq(jobs.kind, MAIL_JOB),
              sql`coalesce(${jobs.payload}->>'kind', '') LIKE ${`${NOTIFICATION_MAIL_PREFIX}%`}`,
            )!,
          ),
        ),
      ),
    listOperators(services.db),
  ]);
  return failed.flatMap((job) =>
    operators.map(
      (operator): Notice => ({
        kind: "mail-failed",
        about: `job:${job.id}:${job.failedAt.getTime()}`,
        userId: operator.id,
        message: (to) => mailFailedEmail(services.config, to, mailJobLabel(job.kind)),
      }),
    ),
  );
}
