import type { MiddlewareHandler } from "hono";

/**
 * A path whose percent-escapes do not decode (`/files/x/%E0%A4%A`, a cut UTF-8 sequence or a stray
 * `%`) is the client's mistake: refused here, once, with 400, so no handler below can fail on it with
 * a 500 when it decodes the path.
 */
export function refuseMalformedPaths(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (pathname.includes("%")) {
      try {
        decodeURIComponent(pathname);
      } catch {
        return c.text("Bad request: the address is not valid.", 400);
      }
    }
    return next();
  };
}
