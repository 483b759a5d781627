// Who answers for a member's conversation: the owner of the member's lead (the consultation whose
// member_id is the member; at most one). The operators' list filters by it and a member's message
// notifies that operator (decision 234). A member without a lead, or whose lead has no owner, is
// unassigned.
import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { OwnerFilter } from "#core/leads/consultations/lead-owner.ts";
import type { Database } from "#server/db/client.ts";
import { consultations, conversations } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { ownerCondition } from "#server/leads/consultations/lead-owners.ts";

/**
 * The conversations an owner filter names, as the leads' list reads it (the same `ownerCondition`):
 * each a lookup of the member's lead by its unique member_id.
 */
export function conversationOwnerCondition(filter: OwnerFilter | null, viewerId: string | undefined): SQL {
  const lead = (condition: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${consultations} WHERE ${consultations.memberId} = ${conversations.memberId} AND ${condition})`;
  if (filter?.kind === "unassigned") return sql`NOT ${lead(isNotNull(consultations.ownerId))}`;
  return lead(ownerCondition(filter, viewerId));
}

/** The operator who owns a member's lead, or null when none does. */
export async function memberLeadOwner(db: Database | Transaction, memberId: string): Promise<string | null> {
  const [lead] = await db
    .select({ ownerId: consultations.ownerId })
    .from(consultations)
    .where(and(eq(consultations.memberId, memberId), isNotNull(consultations.ownerId)));
  return lead?.ownerId ?? null;
}
