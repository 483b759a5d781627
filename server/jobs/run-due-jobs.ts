// Running jobs. A batch of due jobs is claimed in one statement: the inner SELECT ... FOR UPDATE SKIP
// LOCKED picks rows no other instance is claiming at that moment, and the UPDATE marks them running
// under a lease. A job whose instance died mid-run is claimable again once its lease runs out, so work
// survives a restart; a handler that throws (SMTP down) is retried later with back-off, and failed
// for good after maxAttempts. Delivery is at least once: an instance that dies after sending and
// before recording "done" sends again after the lease, which is why the lease is generous (5 minutes
// unless JOB_LEASE_SECONDS says otherwise, decision 151).
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { jobs } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";

/**
 * What running a job needs of the services (a handler may need more: its own type says what, most
 * often the whole Services). Without `config` (a caller that has none at hand), the default lease
 * applies. Named here rather than picked from Services: better-auth's mail is sent through this module,
 * and Services holds better-auth.
 */
export type JobRunner = { db: Database; logger: Logger; config?: Pick<Config, "jobs"> };

export type JobHandler<S extends JobRunner = JobRunner> = (
  services: S,
  payload: Record<string, unknown>,
  /** `now`: the runner's clock (a test passes its own to runDueJobs), for handlers that read the time. */
  job: { id: string; now: Date },
) => Promise<void>;
export type JobHandlers<S extends JobRunner = JobRunner> = Record<string, JobHandler<S>>;

export type RunSummary = { done: number; retried: number; failed: number };

const DEFAULT_LEASE_MS = 5 * 60 * 1000;

const leaseUntil = (services: JobRunner, now: Date) =>
  new Date(now.getTime() + (services.config?.jobs.leaseMs ?? DEFAULT_LEASE_MS));

/** 30 s, 1 min, 2 min, ... at most an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export async function claimDueJobs(services: JobRunner, limit: number, now = new Date()) {
  const { db } = services;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.status, "pending"), lte(jobs.runAt, now)),
        and(eq(jobs.status, "running"), lt(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: "running",
      lockedUntil: leaseUntil(services, now),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * Claims the given jobs if nobody has yet (still pending): how a request sends what its own transaction
 * enqueued, right after the commit, while the worker stays the fallback. The same lease and attempt
 * count as the worker's claim, so only one of them ever runs a job.
 */
export async function claimJobs(services: JobRunner, ids: string[], now = new Date()) {
  if (ids.length === 0) return [];
  return services.db
    .update(jobs)
    .set({
      status: "running",
      lockedUntil: leaseUntil(services, now),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(and(inArray(jobs.id, ids), eq(jobs.status, "pending")))
    .returning();
}

/** Claims and runs what is due now; answers what happened. Safe to call from several instances. */
export async function runDueJobs<S extends JobRunner>(
  services: S,
  handlers: JobHandlers<S>,
  options: { limit?: number; now?: Date } = {},
): Promise<RunSummary> {
  const now = options.now ?? new Date();
  return runClaimedJobs(services, handlers, await claimDueJobs(services, options.limit ?? 20, now), now);
}

type ClaimedJob = Awaited<ReturnType<typeof claimDueJobs>>[number];

/** Runs jobs this instance has claimed, finishing each: done, retried later with back-off, or failed. */
export async function runClaimedJobs<S extends JobRunner>(
  services: S,
  handlers: JobHandlers<S>,
  claimed: ClaimedJob[],
  now = new Date(),
): Promise<RunSummary> {
  const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
  for (const job of claimed) {
    // Only the claim that holds the job may finish it (a lease that ran out was claimed again).
    const mine = and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.attempts, job.attempts));
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(services, job.payload, { id: job.id, now });
      await services.db.update(jobs).set({ status: "done", lockedUntil: null, lastError: null }).where(mine);
      summary.done++;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = job.attempts >= job.maxAttempts;
      await services.db
        .update(jobs)
        .set(
          final
            ? { status: "failed", lockedUntil: null, lastError }
            : {
                status: "pending",
                lockedUntil: null,
                lastError,
                runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
              },
        )
        .where(mine);
      services.logger.warn(
        { job: { id: job.id, kind: job.kind, attempts: job.attempts }, final },
        final ? "job failed for good" : "job failed; will retry",
      );
      if (final) summary.failed++;
      else summary.retried++;
    }
  }
  return summary;
}
