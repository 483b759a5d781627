// A lead's owner: the condition the owner filter and My work count and list by (one function for both,
// so a count always matches the list it links to), who may own a lead, and the audited change of owner.
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { leadOwnerMessages, type OwnerFilter } from "#core/leads/consultations/lead-owner.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { consultations, userRolesTable } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";

/** The leads an owner filter names, for the viewer `viewerId` ("me"; without one, nobody). */
export function ownerCondition(filter: OwnerFilter | null, viewerId: string | undefined): SQL {
  if (filter === null) return sql`false`;
  switch (filter.kind) {
    case "me":
      return viewerId ? eq(consultations.ownerId, viewerId) : sql`false`;
    case "unassigned":
      return isNull(consultations.ownerId);
    case "operator":
      return eq(consultations.ownerId, filter.id);
  }
}

/** Refuses an owner who is not an operator (the role row is read in the writer's transaction). */
export async function assertMayOwn(tx: Database | Transaction, userId: string): Promise<void> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(userRolesTable)
    .where(and(eq(userRolesTable.userId, userId), eq(userRolesTable.role, "admin")));
  if (!row)
    throw new DomainError("invalid", leadOwnerMessages.notAnOperator, {
      detail: "the chosen owner has no admin role",
      fields: { ownerId: leadOwnerMessages.notAnOperator },
    });
}

/** Gives a lead to an operator, or unassigns it (null); audited with the owner before and after. */
export async function setConsultationOwner(
  db: Database,
  actor: SessionUser,
  id: string,
  ownerId: string | null,
): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, consultations, id, "Consultation");
    if (before.ownerId === ownerId) return;
    if (ownerId !== null) await assertMayOwn(tx, ownerId);
    await tx.update(consultations).set({ ownerId }).where(eq(consultations.id, id));
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "consultation",
      entityId: id,
      before: { ownerId: before.ownerId },
      after: { ownerId },
    });
  });
}
