// The one error a domain function throws when a request cannot be done as asked (decision 206). It
// carries three things apart: a code that says why (core/forms/failure-codes.ts, the vocabulary the
// browser also reads), the person's message (the Error's own, always a text from a core *-messages.ts,
// safe to show), and, for the log only, the developer's `detail` (what tells this refusal from another:
// never personal data, never shown). Route actions map the code to an HTTP status here, in one table;
// anything else is unexpected, logged with the request id and shown as a generic text. The few codes at
// 500 are our own faults that the spec gives a text of their own ("Unable to verify user permissions.",
// "Failed to load your bookings").
import type { DomainErrorCode } from "#core/forms/failure-codes.ts";
import { formMessages } from "#core/forms/form-messages.ts";
import type { FieldErrors } from "#core/forms/form-result.ts";

export type { DomainErrorCode };

export const statusByCode = {
  invalid: 400,
  forbidden: 403,
  unverified: 403,
  wrong_role: 403,
  not_found: 404,
  conflict: 409,
  too_fast: 400,
  too_large: 413,
  unsupported_media_type: 415,
  /** `retryAfterSeconds` says when to try again (the Retry-After header). */
  rate_limited: 429,
  role_check_failed: 500,
  read_failed: 500,
  unavailable: 503,
} as const satisfies Record<DomainErrorCode, number>;

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly status: number;
  /** For the log: what a developer needs to tell this refusal from another. Never personal data. */
  readonly detail: string | undefined;
  /** Messages for form fields, shown beside them (validation that needed the database, say). */
  readonly fields: FieldErrors | undefined;
  /** For `rate_limited`: the seconds until the budget allows another attempt. */
  readonly retryAfterSeconds: number | undefined;

  /** `message` is the person's: a core text, the same whatever the detail. */
  constructor(
    code: DomainErrorCode,
    message: string,
    options: { detail?: string; fields?: FieldErrors; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "DomainError";
    this.code = code;
    this.status = statusByCode[code];
    this.detail = options.detail;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** "FAQ not found": an id that names nothing, whether malformed or deleted meanwhile. */
export const notFound = (what: string) => new DomainError("not_found", formMessages.notFound(what));
