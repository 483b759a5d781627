// The notification sweep (docs/notifications.md): a durable job every few minutes that finds what is
// news now (promises at risk or broken, e-mails finally failed, digests due) and sends each notice once
// (notify.ts): a recurring job (server/jobs/recurring-job.ts) whose clock is the job runner's (a test
// passes its own). Each run also forgets the notices decided more than 90 days ago (notify.ts).
import type { Database } from "#server/db/client.ts";
import { type Recurring, recurringHandlers, scheduleRecurring } from "#server/jobs/recurring-job.ts";
import type { JobHandlers } from "#server/jobs/run-due-jobs.ts";
import type { Services } from "#server/services.ts";
import { mailFailedNotices } from "./mail-failed-notices.ts";
import { morningDigestNotices } from "./morning-digest.ts";
import { forgetOldNotices, notify } from "./notify.ts";
import { atRiskPromiseNotices, brokenPromiseNotices } from "./promise-notices.ts";

export const NOTIFICATION_SWEEP_JOB = "notification-sweep";
const SWEEP: Recurring = { kind: NOTIFICATION_SWEEP_JOB, group: "every:notification-sweep" };
export const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Schedules the next sweep (now by default); one already pending makes this do nothing. */
export async function scheduleNotificationSweep(db: Database, runAt = new Date()): Promise<void> {
  await scheduleRecurring(db, SWEEP, runAt);
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

export const notificationJobHandlers: JobHandlers<Services> = recurringHandlers<Services>({
  ...SWEEP,
  next: (now) => new Date(now.getTime() + SWEEP_EVERY_MS),
  run: async (services, now) => {
    const mailed = await sweepNotifications(services, now);
    if (mailed > 0) services.logger.info({ mailed }, "notifications sent");
    // A scan of a small table (a row per notice): cheap enough every sweep, so no job of its own.
    const forgotten = await forgetOldNotices(services.db, now);
    if (forgotten > 0) services.logger.info({ forgotten }, "old notifications forgotten");
  },
});
