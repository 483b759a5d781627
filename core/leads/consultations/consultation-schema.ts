// Add Consultation and Edit (SPEC section 5, "Consultation (admin)"): title, names, e-mail, phone and
// program required; age at least 18 and at least 1 person when given; every other field optional and
// stored as null when empty. The age is derived from the date of birth, here, never typed.

import { ageInYears } from "#core/dates/age.ts";
import { z } from "#core/forms/zod.ts";
import {
  applicationLimits,
  applicationMessages,
  consultationFieldRules,
  MAXIMUM_PLAUSIBLE_AGE,
  MINIMUM_APPLICANT_AGE,
  optionalAnswer,
  UUID_PATTERN,
} from "#core/leads/applications/application-schema.ts";

export const MAXIMUM_PEOPLE = 100;

export const consultationMessages = {
  title: applicationMessages.title,
  firstName: applicationMessages.firstName,
  lastName: applicationMessages.lastName,
  email: applicationMessages.email,
  phoneNumber: applicationMessages.phoneNumber,
  minimumAge: `Must be at least ${MINIMUM_APPLICANT_AGE} years old`,
  people: "Must be at least 1 person",
  program: "Program selection is required",
  // Beyond the spec (docs/product-decisions.md).
  invalidDateOfBirth: applicationMessages.invalidDateOfBirth,
  tooManyPeople: `Must be at most ${MAXIMUM_PEOPLE} people`,
  emailTaken: "A consultation with this email address already exists.",
  programGone: "This program no longer exists. Please select another.",
  /** SPEC 8: the browser's confirmation before Delete names the applicant. */
  confirmDelete: (name: string) => `Are you sure you want to delete the consultation for ${name}?`,
} as const;

/** number_of_people: empty means the default (1); anything else must be a whole number from 1. */
const numberOfPeople = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return 1;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) {
      ctx.addIssue({ code: "custom", message: consultationMessages.people });
      return z.NEVER;
    }
    if (n > MAXIMUM_PEOPLE) {
      ctx.addIssue({ code: "custom", message: consultationMessages.tooManyPeople });
      return z.NEVER;
    }
    return n;
  });

/** The admin form as of `today` (the minimum age depends on it). */
export function consultationFormSchema(today: Date = new Date()) {
  const { title, firstName, lastName, email, phoneNumber, company, socialMediaLinks } =
    consultationFieldRules;
  return z.object({
    title,
    firstName,
    lastName,
    email,
    phoneNumber,
    dateOfBirth: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return null;
        const age = ageInYears(v, today);
        if (age === null || age < 0 || age > MAXIMUM_PLAUSIBLE_AGE) {
          ctx.addIssue({ code: "custom", message: consultationMessages.invalidDateOfBirth });
          return z.NEVER;
        }
        if (age < MINIMUM_APPLICANT_AGE) {
          ctx.addIssue({ code: "custom", message: consultationMessages.minimumAge });
          return z.NEVER;
        }
        return v;
      }),
    country: optionalAnswer("Country", applicationLimits.place),
    city: optionalAnswer("City", applicationLimits.place),
    occupation: optionalAnswer("Occupation", applicationLimits.occupation),
    company,
    socialMediaLinks,
    numberOfPeople,
    programId: z
      .string({ error: consultationMessages.program })
      .trim()
      .regex(UUID_PATTERN, consultationMessages.program),
  });
}

export type ConsultationInput = z.output<ReturnType<typeof consultationFormSchema>>;

/** SPEC 3: the age is derived from the date of birth (none without one). */
export const derivedAge = (input: ConsultationInput, today: Date = new Date()): number | null =>
  input.dateOfBirth ? ageInYears(input.dateOfBirth, today) : null;
