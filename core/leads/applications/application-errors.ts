// The application error catalogue (SPEC section 8, "Application"), word for word, and the one function
// that turns a failed submission's code into the text the applicant sees (decision 206).
import type { FailureCode } from "#core/forms/failure-codes.ts";
import type { FieldErrors } from "#core/forms/form-result.ts";
import { applicationMessages } from "./application-fields.ts";

export const applicationErrorTexts = {
  duplicate_email:
    "We already have a consultation request with this email address. Please use a different email or contact us directly.",
  invalid_program: "Please refresh the page and select a valid program.",
  invalid_email: "Please enter a valid email address.",
  missing_fields: "Please fill in all required fields and try again.",
  server_error: "We're experiencing technical difficulties. Please try again in a few moments.",
  network: "Unable to connect to our servers. Please check your internet connection and try again.",
  other: "Something went wrong. Please try again, or contact us if the problem continues.",
  fallback: "Error submitting application. Please try again.",
  // Beyond the catalogue: the abuse defences' messages (docs/product-decisions.md, "Application").
  rate_limited:
    "We have received several applications from your network in a short time. Please try again later, or contact us directly.",
  too_fast: "Please take a moment to review your details, then submit your application again.",
} as const;

export type ApplicationErrorCode = keyof typeof applicationErrorTexts;

/**
 * A failed submission as the form knows it: the code the server's answer carries (a DomainError's, or
 * one of the form's own, core/forms/failure-codes.ts) with the messages beside the fields, or
 * `network` when the browser got no answer at all. No code: nothing to go on.
 */
export type ApplicationFailure = { code?: FailureCode | "network" | null; errors?: FieldErrors };

/**
 * The catalogue's entry for each code that can reach the form; `fields` where the field messages decide
 * it (applicationErrorForFields). Only /apply's use case refuses with `conflict` (the e-mail is taken),
 * `too_fast` and `rate_limited`; our own faults are "Any other server error"; whatever else reaches the
 * form (a body that is not our form, a code no use case of /apply throws) is "Other".
 */
const catalogueEntry = {
  fields: "fields",
  invalid: "fields",
  conflict: "duplicate_email",
  too_fast: "too_fast",
  rate_limited: "rate_limited",
  role_check_failed: "server_error",
  read_failed: "server_error",
  unavailable: "server_error",
  unexpected: "server_error",
  network: "network",
  forbidden: "other",
  unverified: "other",
  wrong_role: "other",
  not_found: "other",
  too_large: "other",
  unsupported_media_type: "other",
} as const satisfies Record<FailureCode | "network", ApplicationErrorCode | "fields">;

/**
 * The text under the form for a failed submission: the one place it is decided, for the server's answer
 * (the page rendered with it) and for what the browser finds itself (its own check of the fields, no
 * answer at all). "" when the fields speak alone (an age, a length: beside the field only).
 */
export function applicationErrorMessage(failure: ApplicationFailure): string {
  if (!failure.code || !Object.hasOwn(catalogueEntry, failure.code)) return applicationErrorTexts.fallback;
  const entry = catalogueEntry[failure.code];
  if (entry !== "fields") return applicationErrorTexts[entry];
  const errors = failure.errors ?? {};
  if (Object.keys(errors).length === 0) return applicationErrorTexts.other;
  const code = applicationErrorForFields(errors);
  return code ? applicationErrorTexts[code] : "";
}

const requiredMessages = new Set<string>([
  applicationMessages.title,
  applicationMessages.firstName,
  applicationMessages.lastName,
  applicationMessages.dateOfBirth,
  applicationMessages.occupation,
  applicationMessages.phoneNumber,
  applicationMessages.country,
  applicationMessages.city,
  applicationMessages.program,
]);

/**
 * The message shown under the form when fields are wrong: a stale program first (the page must be
 * refreshed), then missing fields, then a bad e-mail. Other field problems (age, length) are explained
 * beside the field only, so this returns null for them.
 */
export function applicationErrorForFields(errors: FieldErrors): ApplicationErrorCode | null {
  const messages = Object.values(errors);
  if (errors.program_id === applicationMessages.invalidProgram) return "invalid_program";
  if (messages.some((m) => m !== undefined && requiredMessages.has(m))) return "missing_fields";
  if (errors.email) return "invalid_email";
  return null;
}
