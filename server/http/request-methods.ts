// Which request methods go on to a handler. fetch's Request, which every handler below receives, cannot
// carry TRACE (nor TRACK or CONNECT): rebuilding such a request threw a TypeError, a 500 with an
// error line. Methods beyond HTTP's usual seven (TRACE, PROPFIND, PURGE...) name nothing this site
// does, so they are all answered 405 here, before anything builds the request. Node answers the
// methods its parser does not know (FOO, TRACK) and CONNECT the same way (connection-refusals.ts).
import type { MiddlewareHandler } from "hono";

/** The methods handlers see; React Router and better-auth answer those they do not take. */
export const CARRIED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** What the site serves: every page, form and auth endpoint. */
export const ALLOWED_METHODS = "GET, HEAD, POST";

export const METHOD_NOT_ALLOWED = "Method not allowed.";

export function refuseUncarriedMethods(): MiddlewareHandler {
  return async (c, next) => {
    if (!CARRIED_METHODS.has(c.req.method))
      return c.text(METHOD_NOT_ALLOWED, 405, { Allow: ALLOWED_METHODS });
    await next();
  };
}
