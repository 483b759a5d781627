import type { MiddlewareHandler } from "hono";

/**
 * Static files are served whole: a Range header is ignored, as RFC 9110 allows. serveStatic passes an
 * unsatisfiable range (`bytes=99999999-`, or an end before its start) straight to a file read that
 * throws, a 500; our assets are small, hashed and cached, so partial content buys nothing.
 */
export function ignoreRanges(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header("range") !== undefined) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete("range");
      c.req.raw = new Request(c.req.raw, { headers });
    }
    return next();
  };
}
