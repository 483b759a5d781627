// The application form's fields, limits and messages (SPEC sections 5, 7 and 9), without zod: the
// browser's form script loads these with the page and the schema (application-schema.ts) only when the
// applicant starts typing.
import { ageInYears } from "#core/dates/age.ts";

/** SPEC section 9: minimum consultation age. */
export const MINIMUM_APPLICANT_AGE = 18;
/** Anyone "older" than this typed the year wrong. */
export const MAXIMUM_PLAUSIBLE_AGE = 120;

/** Upper bounds on every field: enough for any real applicant, small enough to refuse junk. */
export const applicationLimits = {
  name: 100,
  occupation: 150,
  company: 150,
  email: 254,
  phone: 40,
  place: 100,
  socialMediaLinks: 2000,
} as const;

/** The spec's messages (SPEC section 5), plus the few the spec leaves to us (docs/product-decisions.md). */
export const applicationMessages = {
  title: "Title is required",
  firstName: "First name is required",
  lastName: "Last name is required",
  dateOfBirth: "Date of birth is required",
  occupation: "Occupation is required",
  email: "Invalid email address",
  phoneNumber: "Phone number is required",
  country: "Country is required",
  city: "City is required",
  program: "Please select a program",
  // Beyond the spec.
  invalidDateOfBirth: "Please enter a valid date of birth",
  underAge: `You must be at least ${MINIMUM_APPLICANT_AGE} years old to apply.`,
  invalidProgram: "Please refresh the page and select a valid program.",
  tooLong: (label: string) => `${label} is too long`,
} as const;

/** The form's field names, as the spec's submit call names them (SPEC section 7). */
export const applicationFields = [
  "title",
  "first_name",
  "last_name",
  "date_of_birth",
  "occupation",
  "company",
  "email",
  "phone_number",
  "country",
  "city",
  "social_media_links",
  "program_id",
] as const;
export type ApplicationField = (typeof applicationFields)[number];
export type ApplicationValues = Record<ApplicationField, string>;

/** The form control that is not applicant data: the honeypot only robots fill. */
export const HONEYPOT_FIELD = "extra_info";

export const emptyApplication: ApplicationValues = Object.fromEntries(
  applicationFields.map((f) => [f, ""]),
) as ApplicationValues;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whole years for the age shown beside the date of birth, or null while the date is incomplete. */
export function displayedAge(dateOfBirth: string, today: Date = new Date()): number | null {
  const age = ageInYears(dateOfBirth, today);
  return age === null || age < 0 || age > MAXIMUM_PLAUSIBLE_AGE ? null : age;
}
