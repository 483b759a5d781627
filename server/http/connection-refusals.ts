// What the Node server answers on the connection itself, around the app: requests it cannot hand on
// (a method its parser does not know, CONNECT, headers too large, a malformed request) and requests
// that do not arrive in time (headers, a body that stalls, the whole request). Each is answered with
// a short plain-text status and the connection is closed; none is a fault of ours, so the log line is
// at info. The bounds are in docs/operations.md ("Request limits").
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Context } from "hono";
import type { Logger } from "#server/logger.ts";
import { ALLOWED_METHODS, METHOD_NOT_ALLOWED } from "./request-methods.ts";

export const REQUEST_TIMEOUTS = {
  /**
   * Headers in full, from their first byte. Browsers and proxies send them at once; a trickle is a
   * connection held hostage (Slowloris).
   */
  headersMs: 20_000,
  /**
   * A body that makes no progress for this long has stalled. nginx's own `client_body_timeout` is the
   * same 60 s, so behind it (uploads stream through: `proxy_request_buffering off`) nothing it would
   * wait for is cut here first; a phone that loses signal for a minute is not coming back.
   */
  bodyIdleMs: 60_000,
  /** Headers and body together: 60 MB of program images at 0.8 Mbit/s. */
  requestMs: 600_000,
  /** How often Node looks for requests past the two bounds above: they are met within this much more. */
  checkEveryMs: 5_000,
};

export type RequestTimeouts = typeof REQUEST_TIMEOUTS;

/**
 * The bounds with an installation's own headers and stalled-body limits (README, "Configuration").
 * Node looks for late headers every `checkEveryMs`: a quarter of a short headers bound, so it is
 * still met within a little more than itself.
 */
export function requestTimeouts(limits: { headersMs: number; bodyIdleMs: number }): RequestTimeouts {
  const checkEveryMs = Math.min(REQUEST_TIMEOUTS.checkEveryMs, Math.max(250, limits.headersMs / 4));
  return { ...REQUEST_TIMEOUTS, ...limits, checkEveryMs };
}

const ANSWERS: Record<number, { reason: string; text: string; headers?: string }> = {
  400: { reason: "Bad Request", text: "Bad request." },
  405: { reason: "Method Not Allowed", text: METHOD_NOT_ALLOWED, headers: `Allow: ${ALLOWED_METHODS}\r\n` },
  408: { reason: "Request Timeout", text: "The request took too long to arrive." },
  413: { reason: "Content Too Large", text: "The request is too large." },
  431: { reason: "Request Header Fields Too Large", text: "The request's headers are too large." },
};

/** Node's codes for what it could not read, and the status each is answered with (else 400). */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_INVALID_METHOD: 405,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

const CLIENT_GONE = new Set(["ECONNRESET", "EPIPE", "HPE_INVALID_EOF_STATE"]);

export type ConnectionRefusal = { status: number; reason: string };

const refusalKey = Symbol("connectionRefusal");
type MarkedResponse = ServerResponse & { [refusalKey]?: ConnectionRefusal };

/**
 * The refusal of a request the app was handling (its body stalled or took too long): the app saw its
 * body break off, and the request log says why instead of "aborted by the client".
 */
export function connectionRefusal(c: Context): ConnectionRefusal | undefined {
  return (c.env as { outgoing?: MarkedResponse } | undefined)?.outgoing?.[refusalKey];
}

function answer(status: number): string {
  const { reason, text, headers = "" } = ANSWERS[status] ?? ANSWERS[400]!;
  return (
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(text)}\r\n${headers}\r\n${text}`
  );
}

/**
 * Answers on the socket, unless an answer has begun, and closes it. A request the app never saw is
 * logged here; one it was handling is marked for its own request line.
 */
function refuse(
  socket: Socket,
  response: ServerResponse | null | undefined,
  refusal: ConnectionRefusal,
  logger: Logger | undefined,
) {
  if (response) (response as MarkedResponse)[refusalKey] = refusal;
  else logger?.info(refusal, "request refused before it was read");
  if (socket.writable && !response?.headersSent) {
    socket.write(answer(refusal.status));
    socket.destroySoon();
  } else socket.destroy();
}

/** The bounds and answers above, on a Node HTTP server (server/http/node-server.ts). */
export function refuseOnConnections(server: Server, timeouts: RequestTimeouts, logger?: Logger) {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  // In place of Node's own answers (the same ones, bare 400 for an unknown method): ours say why.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    // The client went away (reset, or closed mid-request: the app logs it as aborted), or opened a
    // connection it never used (a browser's spare, closed once the headers' bound has passed).
    if (CLIENT_GONE.has(error.code ?? "") || socket.bytesRead === 0) return socket.destroy();
    const status = STATUS_BY_CODE[error.code ?? ""] ?? 400;
    const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    refuse(socket, response, { status, reason: error.code ?? "malformed" }, logger);
  });
  // Node hands CONNECT to this event only (without a listener it drops the connection unanswered).
  server.on("connect", (_request: IncomingMessage, socket: Socket) => {
    socket.on("error", () => {});
    refuse(socket, undefined, { status: 405, reason: "CONNECT" }, logger);
  });
}

/**
 * A request whose body stops arriving is answered 408 once it has made no progress for
 * `bodyIdleMs`: reading the body refreshes the connection's idle timer, and Node tells the request
 * when it runs out while the body is still incomplete. Once the body is in, a quiet connection is an
 * answer being worked on: the timer is switched off the first time it runs out.
 */
export function refuseStalledBodies(
  request: IncomingMessage,
  response: ServerResponse,
  timeouts: RequestTimeouts,
) {
  const { headers } = request;
  if (headers["transfer-encoding"] === undefined && !(Number(headers["content-length"]) > 0)) return;
  request.setTimeout(timeouts.bodyIdleMs, () => {
    refuse(request.socket, response, { status: 408, reason: "request body stalled" }, undefined);
  });
  response.on("timeout", () => request.socket.setTimeout(0));
}
