// Why a request failed, in one vocabulary from the use case to the browser (decision 206). A use case
// refuses with a DomainError and one of its codes (server/errors/domain-error.ts gives each its HTTP
// status); a form's answer (`FormResult`) carries the code, and adds the reasons only a form has. A
// screen that words failures its own way maps these codes to its texts (/apply:
// core/leads/applications/application-errors.ts), never the message.

/** What a person can cause, and the few faults of ours the spec words itself: each a DomainError's code. */
export const domainErrorCodes = [
  "invalid",
  "forbidden",
  /** The account's e-mail address is not verified yet (sign-in). */
  "unverified",
  /** The account belongs to the other area: a member at the operators' sign-in, or the reverse. */
  "wrong_role",
  "not_found",
  "conflict",
  /** A form sent back sooner than a person fills it in, or without the time stamp it was shown with. */
  "too_fast",
  "too_large",
  "unsupported_media_type",
  /** A budget is spent; the error says when to try again. */
  "rate_limited",
  /** The role of an account that just proved its password could not be read: nobody is let in. */
  "role_check_failed",
  /** One of a page's reads failed; the message names which. */
  "read_failed",
  "unavailable",
] as const;

export type DomainErrorCode = (typeof domainErrorCodes)[number];

/**
 * Why a form's answer failed: a DomainError's code, `fields` when the form's own schema refused some
 * fields (their messages are beside them), `unexpected` for a fault of ours (logged, never described),
 * `unavailable` when the database could not be reached.
 */
export const failureCodes = [...domainErrorCodes, "fields", "unexpected"] as const;

export type FailureCode = (typeof failureCodes)[number];
