// The Node HTTP server around the Hono app, as the process entry runs it and as tests listen with it,
// and its graceful stop: in-flight requests finish, idle keep-alive connections close, nothing is cut.
// Requests it cannot hand on, or that do not arrive in time, are refused here (connection-refusals.ts).
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import net from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { Logger } from "#server/logger.ts";
import {
  REQUEST_TIMEOUTS,
  type RequestTimeouts,
  refuseOnConnections,
  refuseStalledBodies,
} from "./connection-refusals.ts";
import { bodyOf, takeNodeStream } from "./node-body.ts";
import { pipeStreams } from "./pipe-streams.ts";

/** How long, once stopping, an idle keep-alive connection waits for a request before it is closed. */
const STOPPING_KEEP_ALIVE_MS = 1_000;

export type ConnectMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export type NodeServer = {
  server: Server;
  /**
   * Stops accepting connections and resolves once every connection has closed: requests in flight
   * finish, each answered with `Connection: close`. After `forceAfterMs` the rest are cut.
   */
  stop(forceAfterMs: number): Promise<{ forced: boolean }>;
};

type Fetch = (
  request: Request,
  env: { incoming: IncomingMessage; outgoing: ServerResponse },
) => Response | Promise<Response>;

/** The answer's headers as Node writes them: cookies as a list, a type when none was given (as Hono's adapter). */
function outgoingHeaders(headers: Headers): OutgoingHttpHeaders {
  const record: OutgoingHttpHeaders = {};
  for (const [name, value] of headers) if (name !== "set-cookie") record[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record["set-cookie"] = cookies;
  record["content-type"] ??= "text/plain; charset=UTF-8";
  return record;
}

/**
 * Writes an answer whose body is a Node stream (a rendered document, compressed: node-body.ts) straight
 * to the connection, headers with the first bytes; anything else is left to Hono's adapter. A stream
 * that fails midway cuts the connection, and a connection that closes early stops the stream, as the
 * adapter does for web bodies.
 */
function pipedFromNode(response: Response, outgoing: ServerResponse): boolean {
  const source = takeNodeStream(bodyOf(response));
  if (!source) return false;
  outgoing.writeHead(response.status, outgoingHeaders(response.headers));
  pipeStreams(source, outgoing);
  return true;
}

export type NodeServerOptions = {
  viteMiddleware?: ConnectMiddleware;
  /** Where requests refused before the app saw them are logged (at info). */
  logger?: Logger;
  /** How long headers, a stalled body and a whole request may take (tests shorten them). */
  timeouts?: RequestTimeouts;
};

export function createNodeServer(fetch: Fetch, options: NodeServerOptions = {}): NodeServer {
  // Hono's adapter leaves an answer alone whose only header says it was sent already.
  let alreadySent: Response | undefined;
  const listener = getRequestListener(async (request, bindings) => {
    // This server is node:http's: its bindings are always an IncomingMessage and a ServerResponse.
    const env = bindings as Parameters<Fetch>[1];
    const response = await fetch(request, env);
    if (!pipedFromNode(response, env.outgoing)) return response;
    alreadySent ??= new Response(null, { headers: { "x-hono-already-sent": "1" } });
    return alreadySent;
  });
  const { viteMiddleware, timeouts = REQUEST_TIMEOUTS } = options;
  let stopping = false;
  const inFlight = new Set<ServerResponse>();

  const server = createServer({ connectionsCheckingInterval: timeouts.checkEveryMs }, (req, res) => {
    refuseStalledBodies(req, res, timeouts);
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    if (stopping) res.setHeader("Connection", "close");
    if (viteMiddleware) viteMiddleware(req, res, () => listener(req, res));
    else listener(req, res);
  });
  // Longer than the usual proxy's idle timeout (60 s), so the proxy, not us, closes idle connections.
  server.keepAliveTimeout = 65_000;
  refuseOnConnections(server, timeouts, options.logger);

  function stop(forceAfterMs: number) {
    stopping = true;
    // Answers not started yet tell their client not to send another request on this connection.
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    return new Promise<{ forced: boolean }>((resolve) => {
      let forced = false;
      const force = setTimeout(() => {
        forced = true;
        server.closeAllConnections();
      }, forceAfterMs);
      // Idle keep-alive connections get a moment for a request their client may already have sent:
      // cutting them at once resets those requests, all the more on PGlite, whose queries block the
      // event loop, so requests wait unread and their connections look idle. Such a request is
      // answered with `Connection: close`; connections still idle after the moment are closed, and
      // so are those whose keep-alive answer ends later, after the same moment.
      const closeIdle = setTimeout(() => server.closeIdleConnections(), STOPPING_KEEP_ALIVE_MS);
      server.keepAliveTimeout = Math.min(server.keepAliveTimeout, STOPPING_KEEP_ALIVE_MS);
      // Stop accepting connections and keep the open ones (http's own close() cuts the idle ones now).
      net.Server.prototype.close.call(server, () => {
        clearTimeout(force);
        clearTimeout(closeIdle);
        resolve({ forced });
      });
    });
  }

  return { server, stop };
}
