import { type ConsultationInput, derivedAge } from "#core/leads/consultations/consultation-schema.ts";
import type { consultations } from "#server/db/schema.ts";

/**
 * A consultation's values as its row stores them (every field of the entity): the one mapping for the
 * admin form and the application alike (whose schema answers the same names, decision 200).
 */
export const consultationValues = (input: ConsultationInput, today: Date = new Date()) =>
  ({
    title: input.title,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    dateOfBirth: input.dateOfBirth,
    age: derivedAge(input, today),
    country: input.country,
    city: input.city,
    occupation: input.occupation,
    company: input.company,
    socialMediaLinks: input.socialMediaLinks,
    numberOfPeople: input.numberOfPeople,
    programId: input.programId,
  }) satisfies Partial<typeof consultations.$inferInsert>;
