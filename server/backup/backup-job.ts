// The daily backup (decision 181): a durable job (decision 131) at 03:00 UTC, when BACKUP_KEEP is more
// than 0. Every instance schedules it at start; the partial unique index jobs_one_pending_daily_key keeps
// one pending run however many do, and the claim runs it on one instance. Tomorrow's run is scheduled
// before today's backup starts, so a failed backup (recorded, logged, shown on Settings) never stops
// the cycle.

import type { Database } from "#server/db/client.ts";
import { enqueueJobs } from "#server/jobs/enqueue-job.ts";
import type { JobHandlers } from "#server/jobs/run-due-jobs.ts";
import type { Services } from "#server/services.ts";
import { type BackupSource, runBackup } from "./take-backup.ts";

export const BACKUP_JOB = "backup";
const GROUP = "daily:backup";
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
  await enqueueJobs(
    db,
    [{ kind: BACKUP_JOB, payload: {}, groupKey: GROUP, runAt: nextDailyBackup(now), maxAttempts: 1 }],
    { skipDuplicate: true },
  );
}

export function backupJobHandlers(source: BackupSource): JobHandlers<Services> {
  return {
    [BACKUP_JOB]: async (services: Services) => {
      // Turned off since it was scheduled (BACKUP_KEEP=0): nothing now, nothing tomorrow.
      if (services.config.backup.keepDays <= 0) return;
      await scheduleDailyBackup(services.db);
      await runBackup({ source, ...services }, "daily");
    },
  };
}
