// The job queue as the metrics show it (decision 152): how many jobs of each kind are due, scheduled,
// running or failed for good, in one grouped statement run once per scrape (never per request).
import { inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { jobs } from "#server/db/schema.ts";

export const JOB_STATES = ["due", "scheduled", "running", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

export type JobQueueDepth = { kind: string; state: JobState; count: number }[];

/**
 * A running job whose lease ran out is due again (another instance will claim it), as the worker sees
 * it; `now` is the worker's clock, as the jobs' due times are (server/jobs/run-due-jobs.ts).
 */
export async function jobQueueDepth(db: Database, now = new Date()): Promise<JobQueueDepth> {
  const state = sql<JobState>`CASE
    WHEN ${jobs.status} = 'failed' THEN 'failed'
    WHEN ${jobs.status} = 'running' AND ${jobs.lockedUntil} >= ${now} THEN 'running'
    WHEN ${jobs.status} = 'pending' AND ${jobs.runAt} > ${now} THEN 'scheduled'
    ELSE 'due' END`;
  return db
    .select({ kind: jobs.kind, state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.status, ["pending", "running", "failed"]))
    .groupBy(sql`1`, sql`2`);
}
