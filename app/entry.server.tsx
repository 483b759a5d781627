// Server rendering with the request's CSP nonce on every script React Router emits, and what the public
// pages' static documents need (inlined styles, preloaded fonts, their own script).
import { createHash } from "node:crypto";
import publicScript from "virtual:public-script";
import { isbot } from "isbot";
// React's server renderer in its build that writes strings (made for Bun, plain JavaScript on Node):
// the same markup, byte for byte, without encoding every string on its own (decision 267).
import { renderToPipeableStream } from "react-dom/server.bun";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isClientAbort, isDatabaseUnavailable, noteDatabaseError } from "#server/db/availability.ts";
import { lazyWebStream } from "#server/http/node-body.ts";
import { RenderedDocument } from "#server/http/rendered-document.ts";
import { SCRIPT_HASHES_HEADER } from "#server/http/security-headers.ts";
import { STATIC_DOCUMENT_HEADER } from "#server/page-cache/page-cache.ts";
import cormorant500 from "./fonts/cormorant-garamond-500-normal-first-paint.woff2?url";
import inter from "./fonts/inter-wght-normal-first-paint.woff2?url";
import {
  bootstrapScript,
  isStaticDocument,
  type StaticDocumentAssets,
  StaticDocumentContext,
} from "./kit/static-document";
import publicStyles from "./public.css?inline";

export const streamTimeout = 5_000;

/** The hero headings and the body text use these two subsets first: fetched before the layout asks. */
const FIRST_PAINT_FONTS = [cormorant500, inter];

const staticDocument: StaticDocumentAssets = {
  styles: publicStyles,
  fonts: FIRST_PAINT_FONTS,
  bootstrap: bootstrapScript(publicScript),
};
/** The CSP source that allows the bootstrap script: the same for every page of a build. */
const bootstrapHash = `'sha256-${createHash("sha256").update(staticDocument.bootstrap).digest("base64")}'`;

/**
 * Errors from loaders, actions and rendering. One that says the database is unavailable is noted on the
 * request, which the HTTP layer answers 503 "try again in a moment" (server/http/database-outage.ts).
 * Anything else is logged once with the request id through our logger, which keeps what a person typed
 * out of the log (React Router would print it whole to stderr). A visitor who left is not an error, and a
 * refusal of the client's request (4xx) is logged at info without a stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isClientAbort(error)) return;
  if (isDatabaseUnavailable(error)) return noteDatabaseError(error);
  const { services, requestId } = context as AppLoadContext;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error)) {
    // React Router's own refusals (a method no route handles: 405, a malformed request: 400) are the
    // client's mistake: one info line with the reason, no stack. A 5xx it raises is still ours.
    const reason = (error as { error?: unknown }).error;
    if (error.status < 500) {
      const text = reason instanceof Error ? reason.message : error.statusText;
      services.logger.info({ reqId: requestId, path, status: error.status, reason: text }, "request refused");
      return;
    }
    error = reason ?? error;
  }
  services.logger.error({ err: error, reqId: requestId, path }, "request failed");
};

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const isStatic = isStaticDocument(
    routerContext.staticHandlerContext.matches.map(
      (match) => routerContext.routeModules[match.route.id]?.handle,
    ),
  );
  // A static document carries no nonce (its inline scripts are allowed by hash), so it may be cached.
  const nonce = isStatic ? undefined : loadContext.nonce;
  headers.set(SCRIPT_HASHES_HEADER, bootstrapHash);
  // Only a static document rendered for the page cache may be stored (server/page-cache/page-cache.ts).
  if (isStatic && loadContext.pageCache) headers.set(STATIC_DOCUMENT_HEADER, "1");
  // Crawlers and static documents (no script to stream into) get the complete document in one piece;
  // people get the shell of a hydrated page as soon as it is ready.
  const waitForAll = isStatic || isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let allReady = false;
    let responseStatus = status;
    let abortTimer: NodeJS.Timeout | undefined;
    const send = () => {
      shellRendered = true;
      // One chunk per React flush, encoded once (server/http/rendered-document.ts).
      const body = new RenderedDocument();
      headers.set("Content-Type", "text/html; charset=utf-8");
      // A Node stream to the socket (node-body.ts); read as a web stream only by whoever asks for one.
      resolve(new Response(lazyWebStream(body), { headers, status: responseStatus }));
      // The renderer calls what RenderedDocument has (write, flush, end, destroy, on): not a Writable.
      pipe(body as unknown as NodeJS.WritableStream);
    };
    const { pipe, abort } = renderToPipeableStream(
      <StaticDocumentContext.Provider value={staticDocument}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StaticDocumentContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) send();
        },
        onAllReady() {
          // Rendered: nothing is left to abort. A pending timer would keep the whole render (its tree,
          // its data, its stream) alive for its six seconds, some 50 MB of heap under load.
          allReady = true;
          clearTimeout(abortTimer);
          if (waitForAll) send();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatus = 500;
          // A client that hung up aborts the render: not an error of ours.
          if (shellRendered && !request.signal.aborted) {
            loadContext.services.logger.error({ err: error }, "streaming render error");
          }
        },
      },
    );
    if (!allReady) abortTimer = setTimeout(abort, streamTimeout + 1000).unref();
  });
}
