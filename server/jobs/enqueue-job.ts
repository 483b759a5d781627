// Writing jobs: in the caller's transaction, so a job exists exactly when the change that needs it
// committed (a booking and its reminders, a cancellation and its e-mail).
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { jobs } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  /** Not before this moment (default now). */
  runAt?: Date;
  /** What the job belongs to, for cancelJobs ("booking:<id>"). */
  groupKey?: string;
  maxAttempts?: number;
};

/** Answers the ids of the jobs written (a skipped duplicate has none), for a caller that runs them at once. */
export async function enqueueJobs(
  db: Database | Transaction,
  list: NewJob[],
  options: { skipDuplicate?: boolean } = {},
): Promise<string[]> {
  if (list.length === 0) return [];
  const insert = db.insert(jobs).values(
    list.map((j) => ({
      kind: j.kind,
      payload: j.payload,
      runAt: j.runAt ?? new Date(),
      groupKey: j.groupKey ?? null,
      maxAttempts: j.maxAttempts ?? 5,
    })),
  );
  // A daily job already pending (jobs_one_pending_daily_key): this one is not needed.
  const rows = await (options.skipDuplicate ? insert.onConflictDoNothing() : insert).returning({
    id: jobs.id,
  });
  return rows.map((row) => row.id);
}

/** Cancels the group's jobs that have not run yet (optionally only some kinds); answers how many. */
export async function cancelJobs(
  db: Database | Transaction,
  groupKey: string,
  kinds?: string[],
): Promise<number> {
  const cancelled = await db
    .update(jobs)
    .set({ status: "cancelled", lockedUntil: null })
    .where(
      and(
        eq(jobs.groupKey, groupKey),
        eq(jobs.status, "pending"),
        kinds ? inArray(jobs.kind, kinds) : undefined,
      ),
    )
    .returning({ id: jobs.id });
  return cancelled.length;
}
