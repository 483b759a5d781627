// Fixed-window attempt counters in the database (`throttle_counters`), shared by every instance.
// Taking an attempt is one INSERT ... ON CONFLICT DO UPDATE, so concurrent requests on PostgreSQL
// queue on the row and each sees the count the previous one left: no two can both take the last slot.
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

export type AttemptLimit = { max: number; windowMs: number };
/** Whether an attempt is within its limit; a refused one says how long until the window ends. */
export type AttemptDecision =
  | { allowed: true }
  | {
      allowed: false;
      retryAfterMs: number;
      /** The first refusal of this window (worth a log line). */
      firstRefusal: boolean;
    };

/** Counters idle longer than this are deleted (longer than any window in use). */
const KEEP_MS = 24 * 60 * 60 * 1000;

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Counts one attempt under `key` and says whether it is within the limit. The count stops at max + 2
 * (max + 1 marks the first refusal), so refused attempts lengthen nothing; the window restarts with the
 * first attempt after it ends.
 */
export async function takeAttempt(
  db: Database,
  key: string,
  limit: AttemptLimit,
  now: number = Date.now(),
): Promise<AttemptDecision> {
  const expired = now - limit.windowMs;
  const result = await db.execute<{ count: number; started_ms: number | string }>(sql`
    INSERT INTO throttle_counters AS c (key, count, window_started_at) VALUES (${key}, 1, ${at(now)})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.window_started_at <= ${at(expired)} THEN 1
                   ELSE LEAST(c.count + 1, ${limit.max + 2}) END,
      window_started_at = CASE WHEN c.window_started_at <= ${at(expired)} THEN ${at(now)}
                               ELSE c.window_started_at END
    RETURNING c.count, (extract(epoch FROM c.window_started_at) * 1000)::float8 AS started_ms`);
  const row = result.rows[0]!;
  const count = Number(row.count);
  // A fresh window is the moment to sweep away counters nobody has touched for a day.
  if (count === 1)
    await db.execute(sql`DELETE FROM throttle_counters WHERE window_started_at < ${at(now - KEEP_MS)}`);
  if (count <= limit.max) return { allowed: true };
  return {
    allowed: false,
    retryAfterMs: Math.max(1000, Number(row.started_ms) + limit.windowMs - now),
    firstRefusal: count === limit.max + 1,
  };
}

/** Gives back one attempt taken under `key` (a sign-in that turned out to be right). */
export async function giveBackAttempt(db: Database, key: string): Promise<void> {
  await db.execute(sql`UPDATE throttle_counters SET count = GREATEST(count - 1, 0) WHERE key = ${key}`);
}

/** Forgets every attempt under `key` (the address proved itself, e.g. by a completed password reset). */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM throttle_counters WHERE key = ${key}`);
}
