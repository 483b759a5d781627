// A job that comes back on its own (the daily backup, lead retention, the notification sweep, the
// embedded database's upkeep). Every instance schedules it at start; the partial unique index
// jobs_one_pending_daily_key (groups `daily:` and `every:`) keeps one pending run however many do, and the
// claim runs it on one instance. Each run schedules the next before it works, and runs once only, so a
// failed run (recorded and logged by the job runner) never stops the cycle.
import type { Database } from "#server/db/client.ts";
import { enqueueJobs } from "./enqueue-job.ts";
import type { JobHandlers, JobRunner } from "./run-due-jobs.ts";

export type Recurring = { kind: string; group: `daily:${string}` | `every:${string}` };

/** Schedules a run at `runAt` (now by default); a run already pending makes this do nothing. */
export async function scheduleRecurring(db: Database, job: Recurring, runAt = new Date()): Promise<void> {
  await enqueueJobs(db, [{ kind: job.kind, payload: {}, groupKey: job.group, runAt, maxAttempts: 1 }], {
    skipDuplicate: true,
  });
}

/** The job's handler: schedules the next run, then does the work. */
export function recurringHandlers<S extends JobRunner>(
  job: Recurring & {
    /** When the run after one due at `now` is due. */
    next: (now: Date) => Date;
    /** Turned off since this run was scheduled: nothing now, and no next run. */
    off?: (services: S) => boolean;
    /** The work; `now` is the job runner's clock (a test passes its own). */
    run: (services: S, now: Date) => Promise<void>;
  },
): JobHandlers<S> {
  return {
    [job.kind]: async (services, _payload, { now }) => {
      if (job.off?.(services)) return;
      await scheduleRecurring(services.db, job, job.next(now));
      await job.run(services, now);
    },
  };
}
