// The one error a domain function throws when a request cannot be done as asked, with a code that
// says why. Route actions and loaders map the code to an HTTP status here, in one place, and show the
// message (our own words, safe for the user); anything else is unexpected, logged with the request id
// and shown as a generic text. The few codes at 500 are our own faults that the spec gives a text of
// their own ("Unable to verify user permissions.", "Failed to load your bookings").
import type { FieldErrors } from "#core/forms/form-result.ts";

export const statusByCode = {
  invalid: 400,
  forbidden: 403,
  /** The account's e-mail address is not verified yet (sign-in). */
  unverified: 403,
  /** The account belongs to the other area: a member at the operators' sign-in, or the reverse. */
  wrong_role: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  /** A budget is spent; `retryAfterSeconds` says when to try again (the Retry-After header). */
  rate_limited: 429,
  /** The role of an account that just proved its password could not be read: nobody is let in. */
  role_check_failed: 500,
  /** One of a page's reads failed; the message names which. */
  read_failed: 500,
  unavailable: 503,
} as const;

export type DomainErrorCode = keyof typeof statusByCode;

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly status: number;
  /** Messages for form fields, shown beside them (validation that needed the database, say). */
  readonly fields: FieldErrors | undefined;
  /** For `rate_limited`: the seconds until the budget allows another attempt. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: DomainErrorCode,
    message: string,
    options: { fields?: FieldErrors; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "DomainError";
    this.code = code;
    this.status = statusByCode[code];
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** "FAQ not found": an id that names nothing, whether malformed or deleted meanwhile. */
export const notFound = (what: string) => new DomainError("not_found", `${what} not found`);
