// The people an activity names must exist, and its assignee must be an admin (SPEC: "assignment to an
// admin"). Checked before the write so the operator reads which choice is wrong; a row deleted in
// between still meets the foreign key, answered the same way.
import { and, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { activityMessages } from "#core/leads/activities/activity-schema.ts";
import { pgErrorCode } from "#server/db/client.ts";
import { consultations, profiles, userRolesTable } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";

export const referenceMessages = {
  consultation: "This lead no longer exists. Please choose again.",
  member: "This member no longer exists. Please choose again.",
  assignee: "Activities can only be assigned to an admin.",
  gone: "A person this activity names no longer exists. Please choose again.",
} as const;

export async function assertReferencesExist(
  tx: Transaction,
  refs: { consultationId?: string | null; profileId?: string | null; assignedToUserId?: string | null },
): Promise<void> {
  const exists = async (table: PgTable, where: SQL | undefined) => (await tx.$count(table, where)) > 0;
  const isAdmin = (userId: string) =>
    and(eq(userRolesTable.userId, userId), eq(userRolesTable.role, "admin"));
  const { consultationId, profileId, assignedToUserId } = refs;
  const fields: Record<string, string> = {};
  if (consultationId && !(await exists(consultations, eq(consultations.id, consultationId))))
    fields.consultationId = referenceMessages.consultation;
  if (profileId && !(await exists(profiles, eq(profiles.id, profileId))))
    fields.profileId = referenceMessages.member;
  if (assignedToUserId && !(await exists(userRolesTable, isAdmin(assignedToUserId))))
    fields.assignedToUserId = referenceMessages.assignee;
  const first = Object.values(fields)[0];
  if (first) throw new DomainError("invalid", first, { fields });
}

/** A foreign key met after the check (a row deleted in between). */
export function activityWriteError(error: unknown): unknown {
  return pgErrorCode(error) === "23503" ? new DomainError("invalid", referenceMessages.gone) : error;
}

export { activityMessages };
