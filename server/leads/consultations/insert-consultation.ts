// The one way a lead is written, whichever door it came in by (the public application, an operator's
// Add Consultation): the row from the lead's values by the one mapping (consultationValues), and its
// 48-hour follow-up in the same transaction. Each door keeps its own rules around this: the
// application's honeypot, time stamp, limit and e-mails; the operator's actor check.
import type { ConsultationInput } from "#core/leads/consultations/consultation-schema.ts";
import type { Database } from "#server/db/client.ts";
import { consultations, contactActivities } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { consultationValues } from "./consultation-values.ts";
import { followUpActivity } from "./follow-up-activity.ts";

/**
 * Inserts the lead and its follow-up, whose message is `followUpNote`. The database's refusals (the
 * unique e-mail, the program's foreign key) are thrown as they are, for each door to word.
 */
export async function insertConsultation(
  db: Database,
  consultation: ConsultationInput,
  followUpNote: string,
  today: Date = new Date(),
  /** Runs in the same transaction after the inserts (an operator's audit row). */
  inserted?: (tx: Transaction, consultation: { id: string; createdAt: Date }) => Promise<void>,
  /** The lead's owner, chosen in the same transaction (an application's owner rule). */
  chooseOwner?: (tx: Transaction) => Promise<string | null>,
): Promise<{ id: string; createdAt: Date }> {
  return db.transaction(async (tx) => {
    const ownerId = (await chooseOwner?.(tx)) ?? null;
    const [row] = await tx
      .insert(consultations)
      .values({ ...consultationValues(consultation, today), ownerId })
      .returning({ id: consultations.id, createdAt: consultations.createdAt });
    await tx.insert(contactActivities).values(followUpActivity({ ...row!, ownerId }, followUpNote));
    await inserted?.(tx, row!);
    return row!;
  });
}
