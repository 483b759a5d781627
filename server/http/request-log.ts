import type { MiddlewareHandler } from "hono";
import type { Logger } from "#server/logger.ts";

export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", c.get("requestId"));
    const path = c.req.path;
    // Hashed assets and health checks would drown the log; they are still counted by the proxy.
    if (path.startsWith("/assets/") || path === "/api/health") return;
    logger.info({
      reqId: c.get("requestId"),
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
