// Errors as the log records them: what an engineer needs (type, code, constraint, our message, stack)
// and nothing a person typed. Drizzle puts a failed query's parameters in its message ("params: ..."),
// PostgreSQL puts the offending values in `detail` ("Key (email)=(x@y.z) already exists") and in some
// messages ('invalid input syntax for type uuid: "..."'), an SMTP server names the recipient it refused
// ("550 5.1.1 <x@y.z>: Recipient address rejected"); none of that reaches the log.

import { boundText, redactEmailAddresses } from "./log-safe-values.ts";

type SafeError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The SMTP step that failed ("RCPT TO") and the server's reply code (550). */
  command?: string;
  responseCode?: number;
  stack?: string;
  cause?: SafeError;
};

// Fields of driver and SMTP errors that name the schema or the protocol step, never the data.
const KEPT_FIELDS = ["code", "constraint", "table", "column", "command"] as const;

export function scrubMessage(message: string): string {
  return (
    redactEmailAddresses(message)
      // Drizzle's "Failed query: <the whole statement>\nparams: ...": the statement is no cause, its
      // driver error (the `cause`) is; a statement can run to pages and quote values written into it.
      .replace(/^Failed query: [\s\S]*$/, "Failed query: [statement not logged]")
      .replace(/\nparams: [\s\S]*$/, "\nparams: [not logged]")
      .replace(/(invalid input (?:syntax|value) for [^:"]+): [\s\S]*$/, "$1: [value not logged]")
      .replace(/(value too long for type [^:"]+)[\s\S]*$/, "$1")
  );
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: "[non-error value not logged]" };
  // A message can quote what a client sent (an invalid URL, a value PostgreSQL refused): cut first.
  const message = scrubMessage(boundText(error.message));
  const out: SafeError = { type: error.name, message };
  for (const field of KEPT_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string") out[field] = value;
  }
  const { responseCode } = error as { responseCode?: unknown };
  if (typeof responseCode === "number") out.responseCode = responseCode;
  if (error.stack) {
    // The stack starts with "Name: message": keep the frames, with the scrubbed message in front.
    const frames = error.stack.indexOf("\n    at ");
    out.stack = `${error.name}: ${message}${frames >= 0 ? error.stack.slice(frames) : ""}`;
  }
  if (error.cause !== undefined && depth < 5) out.cause = safeError(error.cause, depth + 1);
  return out;
}
