// The public application form (SPEC sections 5 and 9): one zod schema, parsed in the browser for
// instant messages and again on the server, where the age is always recomputed from the date of birth.
// Its fields, limits and messages are in application-fields.ts, which the browser loads without zod.
// It reads the form's fields under the spec's names (first_name, SPEC 7) and answers the consultation's
// values under the code's names (firstName): the one place the two spellings meet (decision 200).

import { ageInYears } from "#core/dates/age.ts";
import { consultationTitles } from "#core/enums.ts";
import { optionalText, requiredText, type TextShape } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";
import {
  applicationLimits,
  applicationMessages,
  HONEYPOT_FIELD,
  MAXIMUM_PLAUSIBLE_AGE,
  MINIMUM_APPLICANT_AGE,
  UUID_PATTERN,
} from "./application-fields.ts";

export * from "./application-fields.ts";

/** A line the applicant must give: "… is required" when blank, "… is too long" past `max`. */
export const requiredLine = (required: string, label: string, max: number) =>
  requiredText(required).max(max, applicationMessages.tooLong(label));

/** Optional text: blank becomes null (stored as NULL), as SPEC section 5 says for empty optionals. */
export const optionalAnswer = (label: string, max: number, shape: TextShape = "line") =>
  optionalText(max, { tooLong: applicationMessages.tooLong(label), shape });

/**
 * The rules an application and the operators' Add Consultation (core/leads/consultations/consultation-schema.ts)
 * share word for word (SPEC 5), under the lead's names. The rest differ by spec: the application
 * requires the date of birth, occupation, country and city and words the program and the age its own
 * way; the operators' form has the number of people.
 */
export const consultationFieldRules = {
  title: z.enum(consultationTitles, { error: applicationMessages.title }),
  firstName: requiredLine(applicationMessages.firstName, "First name", applicationLimits.name),
  lastName: requiredLine(applicationMessages.lastName, "Last name", applicationLimits.name),
  email: z
    .string({ error: applicationMessages.email })
    .trim()
    .max(applicationLimits.email, applicationMessages.email)
    .pipe(z.email(applicationMessages.email)),
  phoneNumber: requiredLine(applicationMessages.phoneNumber, "Phone number", applicationLimits.phone),
  company: optionalAnswer("Company", applicationLimits.company),
  socialMediaLinks: optionalAnswer("Social media links", applicationLimits.socialMediaLinks, "lines"),
};

/**
 * The application schema as of `today` (the age depends on it). The output carries the age computed
 * here, never one sent by the client; its problems are named by the form's fields (program_id).
 */
export function applicationSchema(today: Date = new Date()) {
  return z
    .object({
      title: consultationFieldRules.title,
      first_name: consultationFieldRules.firstName,
      last_name: consultationFieldRules.lastName,
      date_of_birth: requiredText(applicationMessages.dateOfBirth).superRefine((value, ctx) => {
        const age = ageInYears(value, today);
        if (age === null || age < 0 || age > MAXIMUM_PLAUSIBLE_AGE) {
          ctx.addIssue({ code: "custom", message: applicationMessages.invalidDateOfBirth });
        } else if (age < MINIMUM_APPLICANT_AGE) {
          ctx.addIssue({ code: "custom", message: applicationMessages.underAge });
        }
      }),
      occupation: requiredLine(applicationMessages.occupation, "Occupation", applicationLimits.occupation),
      company: consultationFieldRules.company,
      email: consultationFieldRules.email,
      phone_number: consultationFieldRules.phoneNumber,
      country: requiredLine(applicationMessages.country, "Country", applicationLimits.place),
      city: requiredLine(applicationMessages.city, "City", applicationLimits.place),
      social_media_links: consultationFieldRules.socialMediaLinks,
      program_id: requiredText(applicationMessages.program).regex(
        UUID_PATTERN,
        applicationMessages.invalidProgram,
      ),
    })
    .transform((answers) => ({
      title: answers.title,
      firstName: answers.first_name,
      lastName: answers.last_name,
      dateOfBirth: answers.date_of_birth,
      age: ageInYears(answers.date_of_birth, today)!,
      occupation: answers.occupation,
      company: answers.company,
      email: answers.email,
      phoneNumber: answers.phone_number,
      country: answers.country,
      city: answers.city,
      socialMediaLinks: answers.social_media_links,
      numberOfPeople: 1,
      programId: answers.program_id,
    }));
}

export type ApplicationInput = z.output<ReturnType<typeof applicationSchema>>;

/**
 * What /apply was sent: a post whose honeypot is filled (a robot's: nothing else in it is read, so
 * whatever it holds, its answer is the same), or an application.
 */
export type ApplicationSubmission =
  | { honeypot: "filled" }
  | { honeypot: "empty"; application: ApplicationInput };

/** /apply's form: the honeypot first, then every field by the application schema as of `today`. */
export function applicationSubmissionSchema(today: Date = new Date()) {
  const application = applicationSchema(today);
  return z
    .object({})
    .loose()
    .transform((form, ctx): ApplicationSubmission => {
      const honeypot = form[HONEYPOT_FIELD];
      if (typeof honeypot === "string" && honeypot.trim() !== "") return { honeypot: "filled" };
      const parsed = application.safeParse(form);
      if (parsed.success) return { honeypot: "empty", application: parsed.data };
      ctx.issues.push(...parsed.error.issues.map((issue) => ({ ...issue, input: undefined })));
      return z.NEVER;
    });
}
