// Server rendering with the request's CSP nonce on every script React Router emits.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isDatabaseUnavailable, noteDatabaseError } from "#server/db/availability.ts";

export const streamTimeout = 5_000;

/**
 * Errors from loaders, actions and rendering. One that says the database is unavailable is noted on the
 * request, which the HTTP layer answers 503 "try again in a moment" (server/http/database-outage.ts).
 * Anything else is logged once with the request id through our logger, which keeps what a person typed
 * out of the log (React Router would print it whole to stderr). A visitor who left is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) return noteDatabaseError(error);
  if (request.signal.aborted) return;
  const routeError = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const { services, requestId } = context as AppLoadContext;
  services.logger.error(
    { err: routeError ?? error, reqId: requestId, path: new URL(request.url).pathname },
    "request failed",
  );
};

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = loadContext.nonce;
  // Crawlers get the complete document in one piece; people get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatus = 500;
          // A client that hung up aborts the render: not an error of ours.
          if (shellRendered && !request.signal.aborted) {
            loadContext.services.logger.error({ err: error }, "streaming render error");
          }
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
