import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request must come from this site: its Origin must be the public URL's origin
 * (PUBLIC_URL), never merely the request's own, which a forged Host header controls. Browsers send
 * Origin on every POST; without one, only a browser's own Sec-Fetch-Site: same-origin is accepted, and
 * a request with neither is refused rather than trusted.
 */
export function originCheck(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const allowed =
      origin !== undefined && origin !== "null"
        ? origin === publicOrigin
        : c.req.header("sec-fetch-site") === "same-origin";
    if (!allowed) return c.text("Cross-site request refused.", 403);
    return next();
  };
}
