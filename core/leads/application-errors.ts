// The application error catalogue (SPEC section 8, "Application"), word for word, and the one function
// that turns any failure of a submission into the text the applicant sees.
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

const isCode = (value: unknown): value is ApplicationErrorCode =>
  typeof value === "string" && Object.hasOwn(applicationErrorTexts, value);

/** What a failed submission can look like: our own code, an HTTP status, a thrown error, a bare message. */
export type ApplicationFailure =
  | { code?: string | null; message?: string | null; status?: number | null }
  | Error
  | string
  | null
  | undefined;

// Browsers word a failed fetch differently: Chrome, Firefox, Safari, React Native.
const NETWORK = /failed to fetch|networkerror|load failed|network request failed|network error/i;

/** The catalogue text for a failure, in the catalogue's order of precedence. */
export function applicationErrorMessage(failure: ApplicationFailure): string {
  if (failure === null || failure === undefined || failure === "") return applicationErrorTexts.fallback;
  const code = typeof failure === "object" && "code" in failure ? failure.code : undefined;
  if (isCode(code) && code !== "fallback") return applicationErrorTexts[code];
  const message = typeof failure === "string" ? failure : (failure.message ?? "");
  const status = typeof failure === "object" && "status" in failure ? failure.status : undefined;

  if (failure instanceof TypeError && NETWORK.test(message)) return applicationErrorTexts.network;
  if (/email already exists/i.test(message) || status === 409) return applicationErrorTexts.duplicate_email;
  if (/invalid program/i.test(message)) return applicationErrorTexts.invalid_program;
  if (/invalid email/i.test(message)) return applicationErrorTexts.invalid_email;
  if (/missing required fields/i.test(message)) return applicationErrorTexts.missing_fields;
  if (NETWORK.test(message)) return applicationErrorTexts.network;
  if ((typeof status === "number" && status >= 500) || /server error/i.test(message)) {
    return applicationErrorTexts.server_error;
  }
  if (message.trim()) return applicationErrorTexts.other;
  return applicationErrorTexts.fallback;
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
