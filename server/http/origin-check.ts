import type { MiddlewareHandler } from "hono";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request must come from this site: its Origin must be the public URL's origin
 * or the request's own. Browsers send Origin on every POST; a request without it (and without
 * Sec-Fetch-Site: same-origin) is refused rather than trusted.
 */
export function originCheck(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const requestOrigin = new URL(c.req.url).origin;
    const allowed =
      origin !== undefined && origin !== "null"
        ? origin === publicOrigin || origin === requestOrigin
        : c.req.header("sec-fetch-site") === "same-origin";
    if (!allowed) return c.text("Cross-site request refused.", 403);
    return next();
  };
}
