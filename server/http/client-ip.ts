import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The real client address: the socket's, or, when the operator says one trusted proxy is in front
 * (TRUST_PROXY=true), the right-most X-Forwarded-For entry: the one that proxy appended. Entries to
 * its left were sent by the client and could name anyone, so they are never used.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}
