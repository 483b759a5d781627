// The daily backup (decision 181): a recurring job (server/jobs/recurring-job.ts) at 03:00 UTC, when
// BACKUP_KEEP is more than 0. Tomorrow's run is scheduled before today's backup starts, so a failed
// backup (recorded, logged, shown on Settings) never stops the cycle.

import type { Database } from "#server/db/client.ts";
import { type Recurring, recurringHandlers, scheduleRecurring } from "#server/jobs/recurring-job.ts";
import type { JobHandlers } from "#server/jobs/run-due-jobs.ts";
import type { Services } from "#server/services.ts";
import { type BackupSource, runBackup } from "./take-backup.ts";

export const BACKUP_JOB = "backup";
const DAILY_BACKUP: Recurring = { kind: BACKUP_JOB, group: "daily:backup" };
/** The hour (UTC) the daily backup runs: a quiet one for a firm in Europe. */
export const DAILY_BACKUP_HOUR_UTC = 3;

/** The next 03:00 UTC strictly after `now`. */
export function nextDailyBackup(now: Date): Date {
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_BACKUP_HOUR_UTC),
  );
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Schedules the next run; a run already pending makes this do nothing. */
export async function scheduleDailyBackup(db: Database, now = new Date()): Promise<void> {
  await scheduleRecurring(db, DAILY_BACKUP, nextDailyBackup(now));
}

export function backupJobHandlers(source: BackupSource): JobHandlers<Services> {
  return recurringHandlers<Services>({
    ...DAILY_BACKUP,
    next: nextDailyBackup,
    // Turned off since it was scheduled (BACKUP_KEEP=0): nothing now, nothing tomorrow.
    off: (services) => services.config.backup.keepDays <= 0,
    run: async (services) => {
      await runBackup({ source, ...services }, "daily");
    },
  });
}
