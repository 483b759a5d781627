import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The real client address: the socket's, or the left-most X-Forwarded-For entry when the operator
 * says a trusted proxy is in front (TRUST_PROXY=true). Never a client-chosen header otherwise.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // app.request() in tests has no socket
  }
}
