// The one error a domain function throws when a request cannot be done as asked, with a code that
// says why. Route actions and loaders map the code to an HTTP status here, in one place, and show the
// message (our own words, safe for the user); anything else is unexpected, logged with the request id
// and shown as a generic text.
import type { FieldErrors } from "#core/forms/form-result.ts";

export const statusByCode = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type DomainErrorCode = keyof typeof statusByCode;

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly status: number;
  /** Messages for form fields, shown beside them (validation that needed the database, say). */
  readonly fields: FieldErrors | undefined;

  constructor(
    code: DomainErrorCode,
    message: string,
    options: { fields?: FieldErrors; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "DomainError";
    this.code = code;
    this.status = statusByCode[code];
    this.fields = options.fields;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** "FAQ not found": an id that names nothing, whether malformed or deleted meanwhile. */
export const notFound = (what: string) => new DomainError("not_found", `${what} not found`);
