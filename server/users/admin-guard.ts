// The back office must always have a way in: nobody may remove the last admin. Checked inside the
// transaction that demotes or deletes, with the admin rows locked, so two operators acting at once
// cannot each remove "the other" last admin.
import { eq } from "drizzle-orm";
import { userMessages } from "#core/users/user-schema.ts";
import { userRolesTable } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";

/** Refuses when `userId` is an admin and no other admin would remain. Call inside the transaction. */
export async function assertAnotherAdminRemains(tx: Transaction, userId: string): Promise<void> {
  // FOR UPDATE waits for a concurrent demotion or deletion to commit, then reads what it left.
  const admins = await tx
    .select({ userId: userRolesTable.userId })
    .from(userRolesTable)
    .where(eq(userRolesTable.role, "admin"))
    .for("update");
  if (admins.some((row) => row.userId === userId) && admins.length <= 1)
    throw new DomainError("conflict", userMessages.lastAdmin);
}
