// Per-client limit on complete applications, counted in `throttle_counters` (server/auth/throttling/attempt-counter.ts)
// so every instance shares it. It once lived in better-auth's `rate_limits` table, which better-auth
// prunes of rows older than its own longest window (a minute): an hourly count kept there reset itself.
import { type AttemptDecision, takeAttempt } from "#server/auth/throttling/attempt-counter.ts";
import type { Database } from "#server/db/client.ts";
import { clientBucket } from "#server/http/client-bucket.ts";

/** The counter of a client: IPv4 as is, IPv6 by its /64 (see clientBucket). */
export const applicationRateLimitKey = (ip: string): string => `application:${clientBucket(ip)}`;

/** Counts one attempt for the client and says whether it is within the limit. Atomic: one statement. */
export async function takeApplicationAttempt(
  db: Database,
  ip: string,
  limit: { max: number; windowMs: number },
  now: number = Date.now(),
): Promise<AttemptDecision> {
  if (limit.max <= 0) return { allowed: true };
  return takeAttempt(db, applicationRateLimitKey(ip), limit, now);
}
