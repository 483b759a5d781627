// A database that cannot be reached right now (restarting, connection killed, network down) is not a
// bug in the request: it is answered 503 "try again in a moment", the same way wherever it surfaces.
// `isDatabaseUnavailable` recognises such an error; the request scope below lets the HTTP layer learn
// that a request met one even when a route caught the error and answered 500 itself.
// A client that closes its own connection mid-upload also surfaces as ECONNRESET (Node's "aborted"),
// from the request body rather than from the database: that is not an outage (isClientAbort below).
import { AsyncLocalStorage } from "node:async_hooks";

/** SQLSTATEs of a lost or refused connection: class 08, shutdowns (57P01-3), too many connections. */
const UNAVAILABLE_SQLSTATES = new Set([
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "connection error and is not queryable",
  "Client was closed and is not queryable",
  "timeout exceeded when trying to connect",
  "Cannot use a pool after calling end",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailabilityCode(error) !== undefined;
}

/** Why the database is unavailable, for the log: a SQLSTATE, a socket code, or "connection-lost". */
export function unavailabilityCode(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    if (isClientAbortError(cause)) continue;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
      return code;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
      return "connection-lost";
    }
  }
  return undefined;
}

/**
 * Node's HTTP server reports a client that closed its connection before its body was in as
 * `Error: aborted` with code ECONNRESET and no system call (a database socket's reset says
 * `read ECONNRESET`, syscall "read"). Reading the request body rethrows it, often wrapped.
 */
function isClientAbortError(error: object): boolean {
  const { code, message, syscall } = error as { code?: unknown; message?: unknown; syscall?: unknown };
  return code === "ECONNRESET" && message === "aborted" && syscall === undefined;
}

/** Whether the error, or one of its causes, is the client's own connection closing mid-request. */
export function isClientAbort(error: unknown): boolean {
  for (const cause of causes(error)) if (isClientAbortError(cause)) return true;
  return false;
}

/** The error and its causes (drizzle wraps driver errors; AggregateError holds several). */
function* causes(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    yield current;
    pending.push((current as { cause?: unknown }).cause);
    if (current instanceof AggregateError) pending.push(...current.errors);
  }
}

type RequestOutage = { code: string | undefined };
// One instance per process, kept on globalThis: this module is bundled twice (into the server entry
// and into React Router's server build, which notes route errors), and both copies must share it.
const scopeKey = Symbol.for("sovereign-defence.database-scope");
const shared = globalThis as { [scopeKey]?: AsyncLocalStorage<RequestOutage> };
shared[scopeKey] ??= new AsyncLocalStorage<RequestOutage>();
const requestScope = shared[scopeKey];

/** Runs one request's work in a scope that remembers whether it met an unavailable database. */
export function runInDatabaseScope<T>(work: () => Promise<T>): Promise<T> {
  return requestScope.run({ code: undefined }, work);
}

/** The scope of the request running now, to note a failure that arrives later (a query's rejection). */
export function currentDatabaseScope(): RequestOutage | undefined {
  return requestScope.getStore();
}

/** Notes the error on the request's scope if it means the database is unavailable. */
export function noteDatabaseError(error: unknown, scope = currentDatabaseScope()) {
  const code = unavailabilityCode(error);
  if (!code) return;
  if (scope && !scope.code) scope.code = code;
  outageStarted(code);
}

// The process's view of an outage: it starts with the first query that fails for want of a database
// and ends with the next one that succeeds. Operators hear of each once (server/main.ts logs both),
// not once per request or job pass that meets it.
export type OutageListener = {
  started(code: string): void;
  ended(outage: { code: string; ms: number }): void;
};
type OutageState = { since?: number; code?: string; listeners: Set<OutageListener> };
const outageKey = Symbol.for("sovereign-defence.database-outage");
const sharedOutage = globalThis as { [outageKey]?: OutageState };
sharedOutage[outageKey] ??= { listeners: new Set() };
const outage = sharedOutage[outageKey];

/** Calls `started` when an outage begins and `ended` when it is over; returns the unsubscribe. */
export function watchDatabaseOutages(listener: OutageListener): () => void {
  outage.listeners.add(listener);
  return () => outage.listeners.delete(listener);
}

/** Whether the process currently believes the database to be unavailable. */
export function databaseOutageOngoing(): boolean {
  return outage.since !== undefined;
}

function outageStarted(code: string) {
  if (outage.since !== undefined) return;
  outage.since = Date.now();
  outage.code = code;
  for (const listener of outage.listeners) listener.started(code);
}

/** A query or connection succeeded: an outage in progress is over. */
export function noteDatabaseReachable() {
  if (outage.since === undefined) return;
  const ended = { code: outage.code ?? "unknown", ms: Date.now() - outage.since };
  outage.since = undefined;
  outage.code = undefined;
  for (const listener of outage.listeners) listener.ended(ended);
}

/** The code of the outage this request met, if it met one. */
export function databaseOutageInThisRequest(): string | undefined {
  return requestScope.getStore()?.code;
}

export type WatchedWork<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: unknown;
      /** The outage it met, if that is why it failed. */
      outage: string | undefined;
    };

/**
 * Runs work in a scope of its own and, when it fails, says whether it met an unavailable database, even
 * when a library caught the driver's error and threw its own (better-auth's getSession answers "failed
 * to get session"; the driver's error is noted on the way, see server/db/client.ts and the auth
 * logger). The outage is noted on the request's scope too.
 */
export async function databaseOutageDuring<T>(work: () => Promise<T>): Promise<WatchedWork<T>> {
  const request = currentDatabaseScope();
  const scope: RequestOutage = { code: undefined };
  try {
    return { ok: true, value: await requestScope.run(scope, work) };
  } catch (error) {
    noteDatabaseError(error, scope);
    if (scope.code && request && !request.code) request.code = scope.code;
    return { ok: false, error, outage: scope.code };
  }
}
