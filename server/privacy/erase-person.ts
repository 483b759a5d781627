// Erasure (the right to be forgotten, decisions 145, 174), in one transaction: every place of
// personal-data.ts is visited in turn. The person's leads are deleted, their account keeps only an
// anonymous row (so bookings and registrations still count toward capacity and reports), free text
// about them is cleared, their sign-ins end, the e-mail log and queue forget them, and the audit trail
// keeps only that an erasure happened (earlier rows' values about them become the erased marker, the
// one change the trail allows: drizzle/0014). Outbox files are deleted once the transaction committed.
import { erasureRefusal } from "#core/privacy/erasure-rules.ts";
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import { type AuditActor, recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Storage } from "#server/storage/storage.ts";
import { type DataSubject, dataSubjectOf } from "./data-subject.ts";
import { findPerson, type Person, type PersonRef } from "./find-person.ts";
import { erasePersonalData, erasePersonalFiles } from "./personal-data.ts";

export type ErasureServices = { db: Database; config: { dataDir: string }; storage: Pick<Storage, "delete"> };

/** An admin erases a lead or a member. */
export async function erasePerson(
  services: ErasureServices,
  actor: SessionUser,
  ref: PersonRef,
): Promise<void> {
  assertAdmin(actor);
  const subject = await services.db.transaction(async (tx) => {
    const person = await findPerson(tx, ref, { lock: true });
    if (!person) throw new DomainError("not_found", privacyMessages.personNotFound);
    if (person.profile?.erasedAt) throw new DomainError("conflict", privacyMessages.alreadyErased);
    assertErasable(person, actor);
    return erasePersonIn(tx, person, actor);
  });
  await erasePersonalFiles({ dataDir: services.config.dataDir, storage: services.storage }, subject);
}

/** Refuses what core's erasureRefusal refuses (one's own account, through a lead too; an admin's). */
export function assertErasable(person: Person, actor: SessionUser): void {
  const refusal = erasureRefusal({ accountId: person.profile?.id, role: person.role }, actor.id);
  if (refusal) throw new DomainError("conflict", refusal);
}

/**
 * The erasure itself, inside the caller's transaction (an admin's request, or the retention job with
 * no actor), with `alsoKnownAs` addresses to forget too. Answers whom it erased, for the files to delete
 * after the commit (erasePersonalFiles).
 */
export async function erasePersonIn(
  tx: Transaction,
  person: Person,
  actor: AuditActor | null,
  now = new Date(),
  alsoKnownAs: string[] = [],
): Promise<DataSubject> {
  const subject = await dataSubjectOf(tx, person);
  subject.emails = [...new Set([...subject.emails, ...alsoKnownAs])];
  await erasePersonalData(tx, subject, now);
  await recordAudit(tx, {
    actor,
    action: "erase",
    entity: person.ref.kind === "lead" ? "consultation" : "user",
    entityId: person.ref.id,
  });
  return subject;
}
