// The notification sweep (docs/notifications.md): a durable job every few minutes that finds what is
// news now (promises at risk or broken, e-mails finally failed, digests due) and sends each notice once
// (notify.ts). Every instance schedules it at start; the partial unique index
// jobs_one_pending_daily_key keeps one pending run however many do, the claim runs it on one instance,
// and the next run is scheduled before this one works, so a failed run never stops the cycle. Its
// clock is the job runner's (a test passes its own). Each run also forgets the notices decided more
// than 90 days ago (notify.ts).
import type { Database } from "#server/db/client.ts";
import { enqueueJobs } from "#server/jobs/enqueue-job.ts";
import type { JobHandlers } from "#server/jobs/run-due-jobs.ts";
import type { Services } from "#server/services.ts";
import { mailFailedNotices } from "./mail-failed-notices.ts";
import { morningDigestNotices } from "./morning-digest.ts";
import { forgetOldNotices, notify } from "./notify.ts";
import { atRiskPromiseNotices, brokenPromiseNotices } from "./promise-notices.ts";

export const NOTIFICATION_SWEEP_JOB = "notification-sweep";
const GROUP = "every:notification-sweep";
export const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Schedules the next sweep (now by default); one already pending makes this do nothing. */
export async function scheduleNotificationSweep(db: Database, runAt = new Date()): Promise<void> {
  await enqueueJobs(
    db,
    [{ kind: NOTIFICATION_SWEEP_JOB, payload: {}, groupKey: GROUP, runAt, maxAttempts: 1 }],
    {
      skipDuplicate: true,
    },
  );
}

/** One sweep at `now`; answers how many e-mails it wrote. */
export async function sweepNotifications(services: Services, now: Date): Promise<number> {
  const notices = (
    await Promise.all([
      atRiskPromiseNotices(services, now),
      brokenPromiseNotices(services, now),
      mailFailedNotices(services, now),
      morningDigestNotices(services, now),
    ])
  ).flat();
  return notify(services, notices);
}

export const notificationJobHandlers: JobHandlers<Services> = {
  [NOTIFICATION_SWEEP_JOB]: async (services, _payload, job) => {
    await scheduleNotificationSweep(services.db, new Date(job.now.getTime() + SWEEP_EVERY_MS));
    const mailed = await sweepNotifications(services, job.now);
    if (mailed > 0) services.logger.info({ mailed }, "notifications sent");
    // A scan of a small table (a row per notice): cheap enough every sweep, so no job of its own.
    const forgotten = await forgetOldNotices(services.db, job.now);
    if (forgotten > 0) services.logger.info({ forgotten }, "old notifications forgotten");
  },
};
