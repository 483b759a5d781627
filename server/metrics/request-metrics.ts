// GET /metrics and the request counts behind it, one Hono middleware (decision 152). Off unless
// METRICS_TOKEN is set: then nothing is recorded and /metrics goes on to the not-found page like any
// unknown path. On, /metrics answers only `Authorization: Bearer <METRICS_TOKEN>` (compared in constant
// time), and every other request is timed and counted by its route pattern. Recording never fails a
// request: a metrics error is dropped.
import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { PAGE_CACHE_HEADER } from "#server/page-cache/page-cache.ts";
import type { Services } from "#server/services.ts";
import { createMetricsRegistry } from "./metrics-registry.ts";
import { type RouteManifest, routePatternMatcher } from "./route-pattern.ts";

export const METRICS_PATH = "/metrics";

/** Equal-length digests, so the comparison takes the same time whatever the caller sent. */
const digest = (text: string) => createHash("sha256").update(text).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(sent), digest(token));
}

export function requestMetrics(
  services: Pick<Services, "config" | "db" | "logger">,
  routes?: RouteManifest,
): MiddlewareHandler {
  const token = services.config.metricsToken;
  if (!token) return (_c, next) => next();
  // Loaded now that metrics are on; requests wait for it only while it loads (once, at start-up).
  const loading = import("prom-client").then((client) => createMetricsRegistry(services.db, client));
  const routeOf = routePatternMatcher(routes);
  const { logger } = services;

  return async (c, next) => {
    const metrics = await loading;
    if (c.req.path === METRICS_PATH && c.req.method === "GET") {
      if (!bearerMatches(c.req.header("authorization"), token)) {
        return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
      }
      const started = performance.now();
      const text = await metrics.scrape();
      metrics.observe("GET", METRICS_PATH, 200, (performance.now() - started) / 1000, null);
      return c.body(text, 200, { "Content-Type": metrics.contentType, "Cache-Control": "no-store" });
    }
    const started = performance.now();
    await next();
    try {
      const seconds = (performance.now() - started) / 1000;
      metrics.observe(
        c.req.method,
        routeOf(c.req.path),
        c.res.status,
        seconds,
        c.res.headers.get(PAGE_CACHE_HEADER),
      );
    } catch (error) {
      logger.debug({ err: error }, "request metrics not recorded");
    }
  };
}
