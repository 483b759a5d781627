import type { MiddlewareHandler } from "hono";

/** Areas whose every answer is personal or carries a secret (the reset token), signed in or not. */
const PRIVATE_AREAS = ["/admin", "/members", "/reset-password", "/api/auth"];
/** better-auth's session cookie (cookiePrefix "sd"), with the __Secure- prefix over TLS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?sd\.session_token=/;

export const isPrivatePath = (path: string) =>
  PRIVATE_AREAS.some((area) => path === area || path === `${area}.data` || path.startsWith(`${area}/`));

/**
 * `Cache-Control: private, no-store` on everything personal: the admin and members areas, the reset
 * page and /api/auth/* (pages and their React Router `*.data` answers alike), any answer to a request
 * that carries a session cookie (a signed-in person's view of a public page), and any answer that sets
 * a cookie. Decided from the path and the cookie's presence, without a session lookup.
 * Immutable assets and files keep their own caching: they are the same for everyone.
 *
 * The public page cache (server/page-cache/) never stores these answers, nor any answer to a request
 * that carries a session cookie.
 */
export function privateResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.get("cache-control")?.includes("immutable")) return;
    const personal =
      isPrivatePath(c.req.path) ||
      SESSION_COOKIE.test(c.req.header("cookie") ?? "") ||
      c.res.headers.has("set-cookie");
    if (!personal) return;
    try {
      c.res.headers.set("Cache-Control", "private, no-store");
    } catch {
      // Some responses carry immutable headers: answer with a copy instead.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", "private, no-store");
    }
  };
}
