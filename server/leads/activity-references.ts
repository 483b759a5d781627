// The people an activity names must exist, and its assignee must be an admin (SPEC: "assignment to an
// admin"). Checked before the write so the operator reads which choice is wrong; a row deleted in
// between still meets the foreign key, answered the same way.
import { and, eq } from "drizzle-orm";
import { activityMessages } from "#core/leads/activity-schema.ts";
import { pgErrorCode } from "#server/db/client.ts";
import { consultations, profiles, userRolesTable } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";

export const referenceMessages = {
  lead: "This lead no longer exists. Please choose again.",
  member: "This member no longer exists. Please choose again.",
  assignee: "Activities can only be assigned to an admin.",
  gone: "A person this activity names no longer exists. Please choose again.",
} as const;

export async function assertReferencesExist(
  tx: Transaction,
  refs: { consultationId?: string | null; profileId?: string | null; assignedToUserId?: string | null },
): Promise<void> {
  const fields: Record<string, string> = {};
  if (refs.consultationId) {
    const [lead] = await tx
      .select({ id: consultations.id })
      .from(consultations)
      .where(eq(consultations.id, refs.consultationId));
    if (!lead) fields.consultationId = referenceMessages.lead;
  }
  if (refs.profileId) {
    const [member] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, refs.profileId));
    if (!member) fields.profileId = referenceMessages.member;
  }
  if (refs.assignedToUserId) {
    const [admin] = await tx
      .select({ id: userRolesTable.userId })
      .from(userRolesTable)
      .where(and(eq(userRolesTable.userId, refs.assignedToUserId), eq(userRolesTable.role, "admin")));
    if (!admin) fields.assignedToUserId = referenceMessages.assignee;
  }
  const first = Object.values(fields)[0];
  if (first) throw new DomainError("invalid", first, { fields });
}

/** A foreign key met after the check (a row deleted in between). */
export function activityWriteError(error: unknown): unknown {
  return pgErrorCode(error) === "23503" ? new DomainError("invalid", referenceMessages.gone) : error;
}

export { activityMessages };
