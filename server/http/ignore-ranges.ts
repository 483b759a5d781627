import type { MiddlewareHandler } from "hono";
import { rebuildRequest } from "./rebuild-request.ts";

/**
 * Static files are served whole: a Range header is ignored, as RFC 9110 allows. serveStatic passes an
 * unsatisfiable range (`bytes=99999999-`, or an end before its start) straight to a file read that
 * throws, a 500; our assets are small, hashed and cached, so partial content buys nothing.
 *
 * The request is rebuilt from its parts rather than re-wrapped: by now its body has usually been handed
 * on (app.ts gives the routes their own copy of the request, which takes the stream), and wrapping a
 * request whose body is used throws, a 500 on any method but GET and HEAD. A body still unread is
 * passed on; a used one stays with whoever took it.
 */
export function ignoreRanges(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header("range") !== undefined) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete("range");
      c.req.raw = rebuildRequest(c.req.raw, { headers });
    }
    return next();
  };
}
