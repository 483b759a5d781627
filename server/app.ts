// The one HTTP application, top to bottom: HEAD answers with every header, request id, logging, metrics
// (GET /metrics when METRICS_TOKEN is set), 499 for
// requests their client abandoned, security headers with the CSP nonce, private caching of anything
// personal, the application form's stamp cookie, public pages held in memory (the page cache), 503 for
// requests that met an unavailable database, 400 for malformed paths, unread bodies drained before
// answering, 405 for methods no handler takes (TRACE...), the Origin check, body limits, compression,
// then the mounts (/api/health, /api/ready, /api/auth/*, /files/*, static assets), the page cache's
// renders and finally the React Router handler.
import type { ServerResponse } from "node:http";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { CLIENT_IP_HEADER } from "#server/auth/better-auth/auth.ts";
import { getSessionAnswer } from "#server/auth/better-auth/get-session-answer.ts";
import { isDatabaseUnavailable, unavailabilityCode } from "#server/db/availability.ts";
import { pgErrorCode, pingDatabase } from "#server/db/client.ts";
import { completeHeadAnswers } from "#server/http/answer-headers.ts";
import { answerAbortedRequests, CLIENT_CLOSED_REQUEST, clientAborted } from "#server/http/client-abort.ts";
import { clientIp } from "#server/http/client-ip.ts";
import { compression, withLength } from "#server/http/compression.ts";
import { answerDatabaseOutages, databaseUnavailableResponse } from "#server/http/database-outage.ts";
import { formTokenCookies } from "#server/http/form-token-cookie.ts";
import { ignoreRanges } from "#server/http/ignore-ranges.ts";
import { refuseMalformedPaths } from "#server/http/malformed-path.ts";
import { atPublicOrigin, bodilessAtPublicOrigin, originCheck } from "#server/http/origin-check.ts";
import { privateResponses } from "#server/http/private-responses.ts";
import { readiness } from "#server/http/readiness.ts";
import { refuseControlCharacters } from "#server/http/refuse-control-characters.ts";
import { drainUnreadBodies } from "#server/http/request-body-drain.ts";
import { requestLog } from "#server/http/request-log.ts";
import { refuseUncarriedMethods } from "#server/http/request-methods.ts";
import { securityHeaders } from "#server/http/security-headers.ts";
import { staticFiles } from "#server/http/static-files.ts";
import { storedFileResponse, storeUnavailableResponse } from "#server/http/stored-file-response.ts";
import { requestMetrics } from "#server/metrics/request-metrics.ts";
import type { RouteManifest } from "#server/metrics/route-pattern.ts";
import { publicPageCache } from "#server/page-cache/public-page-cache.ts";
import { isPublicKey, isSafeKey, PUBLIC_BUCKET } from "#server/storage/storage.ts";
import type { ReactRouterHandler } from "./load-context.ts";
import { clientBuildFolder } from "./paths.ts";
import type { Services } from "./services.ts";

type Env = { Variables: { requestId: string; nonce: string; clientIp: string; request: Request } };

const MB = 1024 * 1024;
/** Uploads (program images: 10 files of 5 MB) get room; everything else is small. */
const UPLOAD_PATHS = ["/admin/programs", "/admin/resources", "/admin/messages", "/members/messages"];

export function createApp(options: {
  services: Services;
  reactRouter?: ReactRouterHandler;
  /** Development serves Vite's own files, so no static mounts and a relaxed CSP. */
  dev?: boolean;
  /** React Router's route manifest: the metrics' route patterns (server/metrics/route-pattern.ts). */
  routes?: RouteManifest;
}) {
  const { services } = options;
  const { config, logger } = services;
  const app = new Hono<Env>();

  app.use(completeHeadAnswers());
  app.use(requestId());
  app.use(requestLog(logger));
  app.use(requestMetrics(services, options.routes));
  app.use(answerAbortedRequests());
  const security = { dev: options.dev ?? false, https: config.publicUrl.startsWith("https://") };
  app.use(securityHeaders(security));
  app.use(privateResponses());
  const reactRouter = options.reactRouter;
  const renderPage = (c: Context<Env>, pageCache?: boolean) =>
    reactRouter!(c.get("request"), {
      services,
      nonce: c.get("nonce"),
      requestId: c.get("requestId"),
      clientIp: c.get("clientIp"),
      pageCache,
    });
  // The application form's time stamp, a cookie set with the page, cached or not (decision 143).
  app.use("/apply", formTokenCookies(config));
  // Public pages held in memory are answered here: no body, client address, compression or file lookup
  // is needed for them (server/page-cache/). This is the one way into the cache, so a held page gets
  // the request id, the log line and the security headers of every other answer.
  // Not in development: a page held in memory would hide an edit of its code.
  const pageCache =
    reactRouter && !options.dev ? publicPageCache(services, (c) => renderPage(c, true)) : null;
  if (pageCache) app.get("*", pageCache.serveHits);

  app.use(answerDatabaseOutages(logger));
  app.use(refuseMalformedPaths());
  app.use(drainUnreadBodies());
  app.use(refuseUncarriedMethods());
  app.use(originCheck(config.publicUrl));
  // Every change reaches the server as a non-GET request: once one is answered, the dashboard's kept
  // figures may be out of date (server/dashboard/trends-cache.ts).
  app.use(async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") services.dashboardTrends.clear();
  });
  const limits = {
    upload: bodyLimit({ maxSize: 60 * MB, onError: (cx) => cx.text("The request is too large.", 413) }),
    other: bodyLimit({ maxSize: 1 * MB, onError: (cx) => cx.text("The request is too large.", 413) }),
  };
  app.use((c, next) => {
    // A GET or HEAD has no body here (fetch's Request cannot hold one): asking would make the request.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return (UPLOAD_PATHS.some((p) => c.req.path.startsWith(p)) ? limits.upload : limits.other)(c, next);
  });
  // The client address is resolved once and handed on in our own header, replacing any a client sent;
  // the request is handed on at PUBLIC_URL's origin, so React Router's action check agrees with ours.
  app.use(async (c, next) => {
    const ip = clientIp(c, config.trustProxy);
    c.set("clientIp", ip);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && (c.req.method === "GET" || c.req.method === "HEAD")) {
      // The connection's own headers, given our header: nothing reads the client's value after this.
      const headers = c.req.raw.headers;
      headers.set(CLIENT_IP_HEADER, ip);
      c.set("request", bodilessAtPublicOrigin(c.req.raw, config.publicUrl, headers, outgoing));
    } else {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, ip);
      c.set("request", atPublicOrigin(c.req.raw, config.publicUrl, headers));
    }
    await next();
  });

  app.use(compression({ threshold: 1024 }));

  app.get("/api/health", async (c) => {
    try {
      await pingDatabase(services.db);
      return c.json({ status: "ok", database: "up" });
    } catch (error) {
      // Polled every few seconds: an outage is reported once by main.ts, not by every poll.
      const code = unavailabilityCode(error);
      if (code) logger.debug({ code }, "health check failed");
      else logger.warn({ code: pgErrorCode(error) }, "health check failed");
      return c.json({ status: "error", database: "down" }, 503);
    }
  });

  app.get("/api/ready", readiness(services));

  app.use(
    "/api/auth/*",
    refuseControlCharacters((c) => c.get("request")),
  );
  // The session's own read, without building better-auth's router for the call (decision 192).
  // Its answers are small JSON without a length: given one, compression's threshold passes them by.
  app.get("/api/auth/get-session", async (c, next) =>
    c.req.method === "GET" ? withLength(await getSessionAnswer(services.auth, c.get("request"))) : next(),
  );
  app.on(["GET", "POST"], "/api/auth/*", async (c) =>
    withLength(await services.auth.handler(c.get("request"))),
  );

  app.get(`/files/${PUBLIC_BUCKET}/*`, async (c) => {
    const key = decodeURIComponent(c.req.path.slice(`/files/${PUBLIC_BUCKET}/`.length));
    try {
      const file = isSafeKey(key) && isPublicKey(key) ? await services.storage.get(key) : null;
      if (!file) return c.text("Not found", 404);
      return storedFileResponse(file, c.req.method);
    } catch (error) {
      return storeUnavailableResponse(error, logger);
    }
  });

  if (!options.dev) {
    app.use(ignoreRanges());
    // The build's files, listed at start: pages go on without a file-system lookup (decision 189).
    app.use(
      "/assets/*",
      staticFiles({
        root: clientBuildFolder,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.get("/favicon.ico", serveStatic({ path: `${clientBuildFolder}/favicon.svg` }));
    app.use(
      "*",
      staticFiles({
        root: clientBuildFolder,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  if (reactRouter) {
    if (pageCache) app.get("*", pageCache.renderAndStore);
    app.all("*", (c) => renderPage(c));
  }

  app.onError((error, c) => {
    // The client went away mid-request: the request log says so once; nothing here is our fault.
    if (clientAborted(c, error)) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    // A refusal raised as an exception (a client's mistake) is answered as it says, without a stack.
    if (error instanceof HTTPException && error.status < 500) {
      logger.info(
        { reqId: c.get("requestId"), status: error.status, reason: error.message },
        "request refused",
      );
      return error.getResponse();
    }
    if (isDatabaseUnavailable(error)) {
      logger.debug({ reqId: c.get("requestId"), code: unavailabilityCode(error) }, "database unavailable");
      return databaseUnavailableResponse();
    }
    logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return c.text("Something went wrong. Please try again.", 500);
  });

  return app;
}
