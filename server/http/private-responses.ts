import type { MiddlewareHandler } from "hono";
import { FORM_TOKEN_COOKIE } from "#server/leads/applications/form-token.ts";

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
 * One cookie says nothing about the visitor: the application form's time stamp (form-token.ts), set
 * with /apply. An answer setting only that one is `private` (no shared cache keeps it) but not
 * `no-store`, so the browser still keeps the form for Back, with what was typed.
 *
 * The public page cache (server/page-cache/) never stores these answers, nor any answer to a request
 * that carries a session cookie.
 */
export function privateResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const cacheControl = c.res.headers.get("cache-control") ?? "";
    if (cacheControl.includes("immutable")) return;
    const cookies = c.res.headers.getSetCookie();
    const personal =
      isPrivatePath(c.req.path) ||
      SESSION_COOKIE.test(c.req.header("cookie") ?? "") ||
      cookies.some((cookie) => !cookie.startsWith(`${FORM_TOKEN_COOKIE}=`));
    const value = personal
      ? "private, no-store"
      : cookies.length > 0 && !/private/i.test(cacheControl)
        ? "private"
        : null;
    if (!value) return;
    try {
      c.res.headers.set("Cache-Control", value);
    } catch {
      // Some responses carry immutable headers: answer with a copy instead.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Cache-Control", value);
    }
  };
}
