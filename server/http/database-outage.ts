// A request that met an unavailable database (see server/db/availability.ts) and ends in a server
// error answers 503 with a short message instead: whatever the route did with the error (let it
// through to React Router, or caught it and answered 500 with its text), the user sees no SQL and
// learns to try again. Screens yet to be written inherit this. Every 503, whoever answered it (a page's
// error boundary, a form's result, the health check, better-auth), says when to try again.
import type { MiddlewareHandler } from "hono";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#core/service-unavailable.ts";
import { databaseOutageInThisRequest, runInDatabaseScope } from "#server/db/availability.ts";
import type { Logger } from "#server/logger.ts";
import { addAnswerHeaders } from "./answer-headers.ts";

export const DATABASE_UNAVAILABLE_MESSAGE = SERVICE_UNAVAILABLE_MESSAGE;

/** The Retry-After of a 503 that sets none of its own (the file store's says 30). */
export const RETRY_AFTER_SECONDS = "5";

export function databaseUnavailableResponse(): Response {
  return new Response(DATABASE_UNAVAILABLE_MESSAGE, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function answerDatabaseOutages(
  logger: Logger,
): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return (c, next) =>
    runInDatabaseScope(async () => {
      await next();
      const code = databaseOutageInThisRequest();
      // A route that answers 503 itself (the health check) already says what it means.
      if (code && c.res.status >= 500 && c.res.status !== 503) {
        await c.res.body?.cancel().catch(() => {});
        // The outage itself is reported once when it starts and once when it ends (server/main.ts).
        logger.debug({ reqId: c.get("requestId"), code }, "database unavailable: answered 503");
        // Cleared first: Hono would otherwise copy the old answer's headers (length, cookies) onto this one.
        c.res = undefined;
        c.res = databaseUnavailableResponse();
      }
      if (c.res.status === 503 && !c.res.headers.has("Retry-After"))
        addAnswerHeaders(c, [["Retry-After", RETRY_AFTER_SECONDS]]);
    });
}
