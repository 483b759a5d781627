// Whom an e-mail from the record can be written to (decision 215): a consultation's person, or a
// member (an account with the member role, not erased: an erased account's address reaches nobody).
// The compose dialog and the send read the same.
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { consultations, profiles, userRolesTable } from "#server/db/schema.ts";

/** A consultation's person or a member, by the record's id. */
export type RecordEmailTarget = { kind: "consultation" | "member"; id: string };

export const leadRecipient = {
  columns: {
    firstName: consultations.firstName,
    lastName: consultations.lastName,
    email: consultations.email,
  },
  where: (id: string): SQL => eq(consultations.id, id),
};

export const memberRecipient = {
  columns: {
    id: profiles.id,
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    name: profiles.name,
    email: profiles.email,
  },
  /** With user_roles joined on the profile. */
  where: (id: string): SQL =>
    and(eq(profiles.id, id), eq(userRolesTable.role, "member"), isNull(profiles.erasedAt))!,
};
