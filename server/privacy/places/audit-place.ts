// The audit trail (decisions 144, 145): append-only, with one exception. Its rows about the person's
// records, or naming their address, keep who acted, what was done and when, with their values replaced
// by the erased marker; rows the person made keep their account's id, not its address. The trigger
// allows exactly this while app.audit_erasure is on, for the transaction that sets it.
import { and, asc, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { auditEvents } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { type DataSubject, idIn, isOneOf, mentions, recordIdsOf } from "../data-subject.ts";
import { definePlace } from "./place.ts";

/** What an erased row's values become. */
export const erasedMarker = { erased: true } as const;

const about = (recordIds: string[], emails: string[]) =>
  or(
    idIn(auditEvents.entityId, recordIds),
    mentions(auditEvents.before, emails),
    mentions(auditEvents.after, emails),
  );
const madeBy = (s: DataSubject) =>
  or(
    s.profileId ? eq(auditEvents.actorId, s.profileId) : undefined,
    isOneOf(auditEvents.actorEmail, s.emails),
  );

/** Runs `change` with the trail's erasure exception on, for this transaction only. */
async function withErasureException(tx: Transaction, change: () => Promise<unknown>) {
  await tx.execute(sql`select set_config('app.audit_erasure', 'on', true)`);
  await change();
  await tx.execute(sql`select set_config('app.audit_erasure', 'off', true)`);
}

/**
 * The values of the rows about these records, or naming these addresses, become the marker. Deleting a
 * lead, an account or an activity calls this for what it deleted (decision 173).
 */
export async function scrubAuditValues(tx: Transaction, recordIds: string[], emails: string[] = []) {
  // Never without a condition: that would be every row of the trail.
  if (recordIds.length + emails.length === 0) return;
  const marker: SQL = sql`${JSON.stringify(erasedMarker)}::jsonb`;
  await withErasureException(tx, () =>
    tx
      .update(auditEvents)
      .set({
        before: sql`case when ${auditEvents.before} is null then null else ${marker} end`,
        after: sql`case when ${auditEvents.after} is null then null else ${marker} end`,
      })
      .where(and(or(isNotNull(auditEvents.before), isNotNull(auditEvents.after)), about(recordIds, emails))),
  );
}

export const auditPlace = definePlace({
  key: "auditTrail",
  table: auditEvents,
  personal: [auditEvents.actorEmail, auditEvents.before, auditEvents.after],
  // When and what was done to their records, and what they did; never which staff member did it.
  read: async ({ db }, s) =>
    db
      .select({
        occurredAt: auditEvents.occurredAt,
        action: auditEvents.action,
        entity: auditEvents.entity,
        byThem: sql<boolean>`coalesce(${madeBy(s)}, false)`,
      })
      .from(auditEvents)
      .where(or(about(recordIdsOf(s), s.emails), madeBy(s)))
      .orderBy(asc(auditEvents.occurredAt)),
  erase: async (tx, s) => {
    await scrubAuditValues(tx, recordIdsOf(s), s.emails);
    if (s.profileId || s.emails.length > 0)
      await withErasureException(tx, () =>
        tx
          .update(auditEvents)
          .set({ actorEmail: null })
          .where(and(isNotNull(auditEvents.actorEmail), madeBy(s))),
      );
  },
});
