// Per-client-address limit on applications, counted in the database so every instance shares it.
// It reuses better-auth's `rate_limits` table (unique `key`, `count`, `last_request`) under keys of its
// own ("application:<address>"), where `last_request` holds the start of the current window.
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * The bucket for an address: IPv4 as is, IPv6 by its /64 (one subscriber usually holds a whole /64,
 * so per-address buckets would be free to multiply).
 */
export function applicationRateLimitKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return `application:${mapped[1]}`;
  if (!address.includes(":")) return `application:${address}`;
  const [head = "", tail = ""] = address.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  const prefix = groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":");
  return `application:${prefix}::/64`;
}

/** Counts one attempt for the address and says whether it is within the limit. Atomic: one statement. */
export async function takeApplicationAttempt(
  db: Database,
  ip: string,
  limit: { max: number; windowMs: number },
  now: number = Date.now(),
): Promise<RateLimitDecision> {
  if (limit.max <= 0) return { allowed: true };
  const key = applicationRateLimitKey(ip);
  const expired = now - limit.windowMs;
  const result = await db.execute<{ count: number; window_start: string | number }>(sql`
    INSERT INTO rate_limits (key, count, last_request) VALUES (${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.last_request <= ${expired} THEN 1 ELSE rate_limits.count + 1 END,
      last_request = CASE WHEN rate_limits.last_request <= ${expired} THEN ${now}
                          ELSE rate_limits.last_request END
    RETURNING count, last_request AS window_start`);
  const row = result.rows[0]!;
  if (Number(row.count) <= limit.max) return { allowed: true };
  return { allowed: false, retryAfterMs: Math.max(0, Number(row.window_start) + limit.windowMs - now) };
}
