// Whether an error means the database could not be reached (restart, failover, network), as opposed to
// a query that the database refused. Callers answer 503 for these: the request may simply be retried.
import { pgErrorCode } from "./client.ts";

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  // 08xxx: connection exceptions; 57P01-57P03: the server is shutting down or starting up.
  const sqlState = pgErrorCode(error);
  return sqlState !== undefined && (sqlState.startsWith("08") || /^57P0[123]$/.test(sqlState));
}
