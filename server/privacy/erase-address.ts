// Erasure by e-mail address (decision 173): what is left of a person whose lead or account was
// deleted is found by their address (mail sent to it, its copies, the queue, audit rows naming it or
// made by it) and erased through the same places as Erase Person. An address a lead or an account
// still has is that person's: they are erased as Erase Person erases them, with its refusals.
import { and, isNull, sql } from "drizzle-orm";
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import { displayName } from "#core/users/display-name.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { consultations, profiles } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { addressSubject, type DataSubject, dataSubjectOf } from "./data-subject.ts";
import { assertErasable, type ErasureServices, erasePersonIn } from "./erase-person.ts";
import { findPerson, type Person } from "./find-person.ts";
import { countPersonalData, erasePersonalData, erasePersonalFiles } from "./personal-data.ts";

export type HeldByAddress = {
  /** The lead or account that still has the address, if one does. */
  person: { kind: Person["ref"]["kind"]; id: string; name: string } | null;
  /** How much each place holds (none listed: nothing). */
  held: { key: string; count: number }[];
};

/** The lead or live account with this address; the account first (it carries its leads). */
async function personWithAddress(db: Database | Transaction, email: string, lock: boolean) {
  const [account] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.email}) = ${email}`, isNull(profiles.erasedAt)));
  if (account) return findPerson(db, { kind: "member", id: account.id }, { lock });
  const [lead] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(sql`lower(${consultations.email}) = ${email}`);
  return lead ? findPerson(db, { kind: "lead", id: lead.id }, { lock }) : null;
}

async function subjectOf(
  db: Database | Transaction,
  person: Person | null,
  email: string,
): Promise<DataSubject> {
  if (!person) return addressSubject(email);
  const subject = await dataSubjectOf(db, person);
  return { ...subject, emails: [...new Set([...subject.emails, email])] };
}

const normalised = (input: { email: string }) => input.email.trim().toLowerCase();
const nothingHeld = () => new DomainError("not_found", privacyMessages.nothingHeld);

/** What is held under the address, place by place. Admins only; changes nothing. */
export async function findHeldByAddress(
  services: ErasureServices,
  actor: SessionUser,
  input: { email: string },
): Promise<HeldByAddress> {
  assertAdmin(actor);
  const email = normalised(input);
  const person = await personWithAddress(services.db, email, false);
  const held = await countPersonalData(
    { db: services.db, dataDir: services.config.dataDir },
    await subjectOf(services.db, person, email),
  );
  if (!person && held.length === 0) throw nothingHeld();
  const name = person ? displayName(person.profile ?? person.leads[0] ?? {}) : "";
  return { person: person ? { kind: person.ref.kind, id: person.ref.id, name } : null, held };
}

/** Erases everything held under the address, audited; the outbox's copies once it has committed. */
export async function eraseByAddress(
  services: ErasureServices,
  actor: SessionUser,
  input: { email: string },
  now = new Date(),
): Promise<void> {
  assertAdmin(actor);
  const email = normalised(input);
  const subject = await services.db.transaction(async (tx) => {
    const person = await personWithAddress(tx, email, true);
    if (person) {
      assertErasable(person, actor);
      return erasePersonIn(tx, person, actor, now, [email]);
    }
    const found = addressSubject(email);
    const held = await countPersonalData({ db: tx, dataDir: services.config.dataDir }, found);
    if (held.length === 0) throw nothingHeld();
    await erasePersonalData(tx, found, now);
    // How much went from where: counts, never the address.
    await recordAudit(tx, {
      actor,
      action: "erase",
      entity: "address",
      after: Object.fromEntries(held.map((h) => [h.key, h.count])),
    });
    return found;
  });
  await erasePersonalFiles({ dataDir: services.config.dataDir, storage: services.storage }, subject);
}
