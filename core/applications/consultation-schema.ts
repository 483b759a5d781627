// The public application form (SPEC sections 5 and 9): one zod schema, parsed in the browser for
// instant messages and again on the server, where the age is always recomputed from the date of birth.

import { consultationTitles } from "#core/enums.ts";
import { optionalText, requiredText, type TextShape } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";
import { ageInYears } from "./age.ts";

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

/** Form controls that are not applicant data: the honeypot only robots fill, and the signed time stamp. */
export const HONEYPOT_FIELD = "extra_info";
export const FORM_TOKEN_FIELD = "form_token";

export const emptyApplication: ApplicationValues = Object.fromEntries(
  applicationFields.map((f) => [f, ""]),
) as ApplicationValues;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A line the applicant must give: "… is required" when blank, "… is too long" past `max`. */
export const requiredLine = (required: string, label: string, max: number) =>
  requiredText(required).max(max, applicationMessages.tooLong(label));

/** Optional text: blank becomes null (stored as NULL), as SPEC section 5 says for empty optionals. */
export const optionalAnswer = (label: string, max: number, shape: TextShape = "line") =>
  optionalText(max, { tooLong: applicationMessages.tooLong(label), shape });

/**
 * The application schema as of `today` (the age depends on it). The output carries the age computed
 * here, never one sent by the client.
 */
export function applicationSchema(today: Date = new Date()) {
  return z
    .object({
      title: z.enum(consultationTitles, { error: applicationMessages.title }),
      first_name: requiredLine(applicationMessages.firstName, "First name", applicationLimits.name),
      last_name: requiredLine(applicationMessages.lastName, "Last name", applicationLimits.name),
      date_of_birth: requiredText(applicationMessages.dateOfBirth).superRefine((value, ctx) => {
        const age = ageInYears(value, today);
        if (age === null || age < 0 || age > MAXIMUM_PLAUSIBLE_AGE) {
          ctx.addIssue({ code: "custom", message: applicationMessages.invalidDateOfBirth });
        } else if (age < MINIMUM_APPLICANT_AGE) {
          ctx.addIssue({ code: "custom", message: applicationMessages.underAge });
        }
      }),
      occupation: requiredLine(applicationMessages.occupation, "Occupation", applicationLimits.occupation),
      company: optionalAnswer("Company", applicationLimits.company),
      email: z
        .string({ error: applicationMessages.email })
        .trim()
        .max(applicationLimits.email, applicationMessages.email)
        .pipe(z.email(applicationMessages.email)),
      phone_number: requiredLine(applicationMessages.phoneNumber, "Phone number", applicationLimits.phone),
      country: requiredLine(applicationMessages.country, "Country", applicationLimits.place),
      city: requiredLine(applicationMessages.city, "City", applicationLimits.place),
      social_media_links: optionalAnswer("Social media links", applicationLimits.socialMediaLinks, "lines"),
      program_id: requiredText(applicationMessages.program).regex(
        UUID_PATTERN,
        applicationMessages.invalidProgram,
      ),
    })
    .transform((v) => ({ ...v, age: ageInYears(v.date_of_birth, today)!, number_of_people: 1 }));
}

export type ApplicationInput = z.output<ReturnType<typeof applicationSchema>>;

/** Whole years for the age shown beside the date of birth, or null while the date is incomplete. */
export function displayedAge(dateOfBirth: string, today: Date = new Date()): number | null {
  const age = ageInYears(dateOfBirth, today);
  return age === null || age < 0 || age > MAXIMUM_PLAUSIBLE_AGE ? null : age;
}
