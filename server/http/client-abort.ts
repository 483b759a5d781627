// A client that closes its connection before its request is answered (an aborted upload, a closed tab)
// is not a fault of ours: whatever the route made of the broken body, the request is logged once, at
// info, as aborted by the client (request-log.ts), with nginx's 499 "client closed request" in place
// of any server error, and never as a database outage (server/db/availability.ts).
import type { ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { isClientAbort } from "#server/db/availability.ts";

/** Status recorded for a request its client abandoned: never sent, it only names what happened. */
export const CLIENT_CLOSED_REQUEST = 499;

const abortedKey = "clientAborted" as never;

/** Notes that the client of this request went away (its body broke off, or its connection closed). */
export function noteClientAbort(c: Context) {
  c.set(abortedKey, true as never);
}

/** Whether this request's client went away: noted, its connection or signal closed, or the error says so. */
export function clientAborted(c: Context, error?: unknown): boolean {
  if (c.get(abortedKey) === true || (error !== undefined && isClientAbort(error))) return true;
  // On Node the connection says it (the signal aborts when it closes unanswered), without building the
  // request's fetch form, which an answer from memory never needs and which costs more than it does.
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing) return outgoing.destroyed && !outgoing.writableFinished;
  return c.req.raw.signal.aborted;
}

/** An abandoned request's server error becomes a 499: no one reads it, and it is not our fault. */
export function answerAbortedRequests(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 500 || !clientAborted(c)) return;
    await c.res.body?.cancel().catch(() => {});
    c.res = undefined;
    c.res = new Response(null, { status: CLIENT_CLOSED_REQUEST });
  };
}
