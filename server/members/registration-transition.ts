// Every operator transition of a registration is one conditional UPDATE: it changes the row only if it
// is still in the state the transition starts from. Two operators clicking at once: the second UPDATE
// waits for the first's row lock, re-reads the row, no longer matches, and is told why; one clear
// outcome, never two e-mails or two awards.
import { and, eq } from "drizzle-orm";
import {
  type RegistrationTransition,
  registrationTransitions,
} from "#core/members/registration-transitions.ts";
import { memberProgramRegistrations as registrations } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";
import { findRegistration, type RegistrationWithParties } from "./find-registration.ts";

type Change = Partial<typeof registrations.$inferInsert>;

export type Transitioned = RegistrationWithParties;

export async function transitionRegistration(
  tx: Transaction,
  id: string,
  transition: RegistrationTransition,
  change: Change,
): Promise<Transitioned> {
  const { from, refused } = registrationTransitions[transition];
  const [updated] = await tx
    .update(registrations)
    .set(change)
    .where(and(eq(registrations.id, id), eq(registrations.status, from)))
    .returning({ id: registrations.id });
  if (!updated) {
    const [exists] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.id, id));
    if (!exists) throw notFound("Registration");
    throw new DomainError("conflict", refused);
  }
  // The row was just updated in this transaction: it is there.
  return (await findRegistration(tx, id))!;
}
