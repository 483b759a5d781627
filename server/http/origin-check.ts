import type { ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { rebuildRequest } from "./rebuild-request.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request must come from this site: its Origin must be the public URL's origin
 * (PUBLIC_URL), never merely the request's own, which a forged Host header controls. Browsers send
 * Origin on every POST; without one, only a browser's own Sec-Fetch-Site: same-origin is accepted, and
 * a request with neither is refused rather than trusted.
 *
 * This is the one origin policy. React Router checks actions again, comparing Origin with the
 * request's own URL (built from Host): behind a proxy that sets its own Host, or one that ends TLS, that
 * check refuses every form this one accepted. So the app hands React Router (and better-auth) the
 * request at PUBLIC_URL's origin (`atPublicOrigin`), and its check agrees with this one.
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

/**
 * The request as the handlers behind the origin check see it: the same method, path, query, headers
 * and body, at PUBLIC_URL's origin (scheme, host and port) rather than at the Host it arrived with.
 */
export function atPublicOrigin(request: Request, publicUrl: string, headers: Headers): Request {
  const { pathname, search } = new URL(request.url);
  return rebuildRequest(request, { url: `${new URL(publicUrl).origin}${pathname}${search}`, headers });
}

/**
 * The same for a GET or HEAD arriving on Node's server, made once: Hono's adapter would first make a
 * Request of its own for the connection (headers copied, an abort controller) only for this one to
 * copy it again and follow its signal. This one's signal aborts when the connection closes before
 * the answer is complete, as the adapter's does (decision 191).
 */
export function bodilessAtPublicOrigin(
  request: Request,
  publicUrl: string,
  headers: Headers,
  outgoing: ServerResponse,
): Request {
  const url = request.url;
  const path = url.slice(url.indexOf("/", url.indexOf("//") + 2));
  const controller = new AbortController();
  outgoing.once("close", () => {
    if (!outgoing.writableFinished) controller.abort("Client connection prematurely closed.");
  });
  return new Request(`${new URL(publicUrl).origin}${path}`, {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}
