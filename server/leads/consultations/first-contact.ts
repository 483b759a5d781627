// The 48-hour clock stops at a lead's first completed activity that reached the person
// (core/leads/consultations/follow-up-clock.ts). consultations.first_contact_at holds that instant so the list can sort
// and filter by the clock in the database; every use case that writes an activity calls
// refreshFirstContact in its own transaction, for the lead it touched (before and after the change).
import { inArray, type SQL, sql } from "drizzle-orm";
import { UNREACHED_OUTCOMES } from "#core/leads/consultations/follow-up-clock.ts";
import type { Database } from "#server/db/client.ts";
import { consultations } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";

/**
 * An activity (alias `a`) that counts as contact: completed, not an attempt that reached nobody, and,
 * for an e-mail written from the record, sent: queued or undelivered it has reached nobody yet
 * (decision 215; the mail job marks it sent and refreshes the clock).
 */
const reachedContact: SQL = sql.raw(
  `a.status = 'completed' AND a.completed_at IS NOT NULL AND (a.outcome IS NULL OR a.outcome NOT IN (${UNREACHED_OUTCOMES.map((o) => `'${o}'`).join(", ")})) AND (a.email_delivery IS NULL OR a.email_delivery = 'sent')`,
);

/** The SQL that recomputes first_contact_at; `where` picks the leads. Leaves updated_at alone. */
const recompute = (where: SQL) => sql`
  UPDATE ${consultations} SET first_contact_at = (
    SELECT min(a.completed_at) FROM contact_activities a
    WHERE a.consultation_id = ${consultations.id} AND ${reachedContact}
  )
  WHERE ${where}`;

export async function refreshFirstContact(
  db: Database | Transaction,
  consultationIds: readonly (string | null | undefined)[],
): Promise<void> {
  const ids = [...new Set(consultationIds.filter((id): id is string => typeof id === "string"))];
  if (ids.length === 0) return;
  await db.execute(recompute(inArray(consultations.id, ids)));
}

/**
 * Every lead at once (the demo seed, a bulk import): set-based, one pass over the activities, rather
 * than a look-up per lead.
 */
export async function refreshAllFirstContacts(db: Database | Transaction): Promise<void> {
  await db.execute(sql`
    UPDATE ${consultations} SET first_contact_at = NULL
    WHERE first_contact_at IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM contact_activities a WHERE a.consultation_id = ${consultations.id} AND ${reachedContact}
    )`);
  await db.execute(sql`
    UPDATE ${consultations} SET first_contact_at = f.first
    FROM (
      SELECT a.consultation_id, min(a.completed_at) AS first FROM contact_activities a
      WHERE a.consultation_id IS NOT NULL AND ${reachedContact} GROUP BY a.consultation_id
    ) f
    WHERE f.consultation_id = ${consultations.id} AND ${consultations.firstContactAt} IS DISTINCT FROM f.first`);
}
