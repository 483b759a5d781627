import type { MiddlewareHandler } from "hono";
import type { Logger } from "#server/logger.ts";
import { clientAborted } from "./client-abort.ts";
import { connectionRefusal } from "./connection-refusals.ts";

/**
 * One info line per request: method, path (and the query's parameter names), status, time. A request its client abandoned (an upload
 * cut off, a connection closed before the answer) says so instead: `aborted: true`, status 499; one
 * the server cut off (its body stalled) says why, with the status it was answered.
 */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", c.get("requestId"));
    const path = c.req.path;
    // Hashed assets and health and readiness checks would drown the log; the proxy still counts them.
    if (path.startsWith("/assets/") || path === "/api/health" || path === "/api/ready") return;
    // With the query's parameter names: the logger keeps no value of it (server/log-safe-values.ts).
    const query = c.req.url.indexOf("?");
    const line = {
      reqId: c.get("requestId"),
      method: c.req.method,
      path: query < 0 ? path : `${path}${c.req.url.slice(query)}`,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    const refused = connectionRefusal(c);
    if (refused) logger.info({ ...line, ...refused }, "request refused");
    else if (clientAborted(c)) logger.info({ ...line, aborted: true }, "request aborted by the client");
    else logger.info(line);
  };
}
