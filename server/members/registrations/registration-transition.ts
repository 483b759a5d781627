// Every operator transition of a registration is one conditional UPDATE: it changes the row only if it
// is still in the state the transition starts from. Two operators clicking at once: the second UPDATE
// waits for the first's row lock, re-reads the row, no longer matches, and is told why; one clear
// outcome, never two e-mails or two awards.
import { and, eq } from "drizzle-orm";
import type { AuditAction } from "#core/audit/audit-vocabulary.ts";
import {
  type RegistrationTransition,
  registrationTransitions,
} from "#core/members/registrations/registration-transitions.ts";
import { type AuditActor, recordAudit } from "#server/audit/record-audit.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { memberProgramRegistrations as registrations } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { findRegistration, type RegistrationWithParties } from "./find-registration.ts";

type Change = Partial<typeof registrations.$inferInsert>;

export type Transitioned = RegistrationWithParties;

/** Each transition's name in the audit trail. */
const auditActionOf = {
  approve: "approve",
  reject: "reject",
  setProgress: "progress",
  complete: "complete",
} as const satisfies Record<RegistrationTransition, AuditAction>;

export async function transitionRegistration(
  tx: Transaction,
  actor: AuditActor,
  id: string,
  transition: RegistrationTransition,
  change: Change,
): Promise<Transitioned> {
  const { from, refused } = registrationTransitions[transition];
  // Locked first for the audit row's "before"; a second operator waits here, then fails the UPDATE's condition.
  const before = await lockedRow(tx, registrations, id, "Registration");
  const [updated] = await tx
    .update(registrations)
    .set(change)
    .where(and(eq(registrations.id, id), eq(registrations.status, from)))
    .returning();
  if (!updated) throw new DomainError("conflict", refused);
  await recordAudit(tx, {
    actor,
    action: auditActionOf[transition],
    entity: "registration",
    entityId: id,
    before,
    after: updated,
  });
  // The row was just updated in this transaction: it is there.
  return (await findRegistration(tx, id))!;
}
