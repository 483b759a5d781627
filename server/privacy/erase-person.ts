// Erasure (the right to be forgotten, decision 145), in one transaction: the person's leads are
// deleted, their account keeps only an anonymous row (so bookings and registrations still count toward
// capacity and reports), free text about them is cleared, their sign-ins end, the e-mail log forgets
// them, and the audit trail keeps only that an erasure happened (earlier rows' values about them are
// replaced by the erased marker, the one change the trail allows: drizzle/0014). Outbox files written
// to them are deleted once the transaction has committed.
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import { erasedAddress } from "#core/users/display-name.ts";
import { type AuditActor, recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import {
  accounts,
  achievementProgress,
  auditEvents,
  consultations,
  contactActivities,
  jobs,
  mailMessages,
  memberAchievements,
  memberEventBookings,
  memberProgramRegistrations,
  profiles,
  sessions,
  twoFactors,
  verifications,
} from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { MAIL_JOB } from "#server/mail/mail-queue.ts";
import { outboxFolder } from "#server/mail/mailer.ts";
import { emailsOf, findPerson, type Person, type PersonRef } from "./find-person.ts";

/** What an erased row's values become, in the audit trail and in the e-mail log. */
export const erasedMarker = { erased: true } as const;
const erasedText = "[erased]";

/** An admin erases a lead or a member. */
export async function erasePerson(
  services: { db: Database; config: { dataDir: string } },
  actor: SessionUser,
  ref: PersonRef,
): Promise<void> {
  assertAdmin(actor);
  if (ref.kind === "member" && ref.id === actor.id)
    throw new DomainError("conflict", privacyMessages.selfErase);
  const emails = await services.db.transaction(async (tx) => {
    const person = await findPerson(tx, ref, { lock: true });
    if (!person) throw new DomainError("not_found", privacyMessages.personNotFound);
    if (person.profile?.erasedAt) throw new DomainError("conflict", privacyMessages.alreadyErased);
    if (person.role === "admin") throw new DomainError("conflict", privacyMessages.adminErase);
    return erasePersonIn(tx, person, actor);
  });
  await deleteOutboxFiles(services.config.dataDir, emails);
}

/**
 * The erasure itself, inside the caller's transaction (an admin's request, or the retention job with
 * no actor). Answers the addresses it erased, for the files to delete after the commit.
 */
export async function erasePersonIn(
  tx: Transaction,
  person: Person,
  actor: AuditActor | null,
  now = new Date(),
): Promise<string[]> {
  const profileId = person.profile?.id ?? null;
  const leadIds = person.leads.map((l) => l.id);
  const emails = emailsOf(person);
  const names = [
    ...new Set(
      [person.profile, ...person.leads]
        .map((p) => [p?.firstName?.trim(), p?.lastName?.trim()].filter(Boolean).join(" "))
        .filter((n) => n.length > 0),
    ),
  ];
  const nothing = sql`false`;

  // Free text about them goes; the activities stay (counted by the hub), no longer naming a lead.
  const activityIds = (
    await tx
      .update(contactActivities)
      .set({ subject: null, message: null, notes: null })
      .where(
        or(
          leadIds.length > 0 ? inArray(contactActivities.consultationId, leadIds) : nothing,
          profileId ? eq(contactActivities.profileId, profileId) : nothing,
        ),
      )
      .returning({ id: contactActivities.id })
  ).map((a) => a.id);
  if (leadIds.length > 0) {
    await tx
      .update(contactActivities)
      .set({ consultationId: null })
      .where(inArray(contactActivities.consultationId, leadIds));
    await tx.delete(consultations).where(inArray(consultations.id, leadIds));
  }

  let recordIds = [...leadIds, ...activityIds];
  if (profileId) {
    // Bookings and registrations stay, pointing at the anonymous row: seats and counts stay true.
    const registrationIds = (
      await tx
        .update(memberProgramRegistrations)
        .set({ notes: null })
        .where(eq(memberProgramRegistrations.memberId, profileId))
        .returning({ id: memberProgramRegistrations.id })
    ).map((r) => r.id);
    const bookingIds = (
      await tx
        .update(memberEventBookings)
        .set({ cancellationReason: null })
        .where(eq(memberEventBookings.memberId, profileId))
        .returning({ id: memberEventBookings.id })
    ).map((b) => b.id);
    // Their pending e-mails and reminders would go to nobody.
    const groups = [
      ...registrationIds.map((id) => `registration:${id}`),
      ...bookingIds.map((id) => `booking:${id}`),
    ];
    if (groups.length > 0)
      await tx
        .update(jobs)
        .set({ status: "cancelled", lockedUntil: null })
        .where(and(inArray(jobs.groupKey, groups), eq(jobs.status, "pending")));
    await tx.delete(memberAchievements).where(eq(memberAchievements.memberId, profileId));
    await tx.delete(achievementProgress).where(eq(achievementProgress.memberId, profileId));
    // The account closes: no password, no session, no pending link; the row holds nothing personal.
    await tx.delete(sessions).where(eq(sessions.userId, profileId));
    await tx.delete(accounts).where(eq(accounts.userId, profileId));
    // Their authenticator key and recovery codes (decision 146) go with the password.
    await tx.delete(twoFactors).where(eq(twoFactors.userId, profileId));
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, profileId),
          ...emails.map((e) => sql`position(${e} in lower(${verifications.identifier})) > 0`),
        ),
      );
    await tx
      .update(profiles)
      .set({
        email: erasedAddress(profileId),
        name: "",
        twoFactorEnabled: false,
        firstName: null,
        lastName: null,
        phone: null,
        image: null,
        emailVerified: false,
        erasedAt: now,
      })
      .where(eq(profiles.id, profileId));
    recordIds = [...recordIds, profileId, ...registrationIds, ...bookingIds];
  }

  // The e-mail log keeps that a message went, not to whom or about whom.
  const mentions = (column: typeof mailMessages.subject) =>
    names.map((n) => sql`position(${n.toLowerCase()} in lower(${column})) > 0`);
  const mailOfThem = [
    ...(emails.length > 0 ? [inArray(sql`lower(${mailMessages.toAddress})`, emails)] : []),
    ...mentions(mailMessages.subject),
  ];
  if (mailOfThem.length > 0)
    await tx
      .update(mailMessages)
      .set({ toAddress: erasedText, subject: erasedText })
      .where(or(...mailOfThem));

  // Queued e-mails to or about them (decision 150): an unsent one holds its whole body, a sent one its
  // address and subject. None is worth keeping: deleted, so none goes out either.
  const inQueuedMail = [...emails, ...names.map((n) => n.toLowerCase())].map(
    (value) => sql`position(${value} in lower(${jobs.payload}::text)) > 0`,
  );
  if (inQueuedMail.length > 0) await tx.delete(jobs).where(and(eq(jobs.kind, MAIL_JOB), or(...inQueuedMail)));

  await scrubAuditTrail(tx, recordIds, profileId, emails);
  await recordAudit(tx, {
    actor,
    action: "erase",
    entity: person.ref.kind === "lead" ? "consultation" : "user",
    entityId: person.ref.id,
  });
  return emails;
}

/**
 * Earlier audit rows about the person's records, or naming their address, keep who acted and what was
 * done, with their values replaced by the marker; rows the person made themselves lose the address.
 * The trigger allows exactly this while app.audit_erasure is on, for this transaction only.
 */
async function scrubAuditTrail(
  tx: Transaction,
  recordIds: string[],
  profileId: string | null,
  emails: string[],
) {
  const named = emails.flatMap((e) => [
    sql`position(${e} in lower(${auditEvents.before}::text)) > 0`,
    sql`position(${e} in lower(${auditEvents.after}::text)) > 0`,
  ]);
  const about = [...(recordIds.length > 0 ? [inArray(auditEvents.entityId, recordIds)] : []), ...named];
  // Never without a condition: that would be every row of the trail.
  if (about.length === 0) return;
  await tx.execute(sql`select set_config('app.audit_erasure', 'on', true)`);
  const marker = sql`${JSON.stringify(erasedMarker)}::jsonb`;
  await tx
    .update(auditEvents)
    .set({
      before: sql`case when ${auditEvents.before} is null then null else ${marker} end`,
      after: sql`case when ${auditEvents.after} is null then null else ${marker} end`,
    })
    .where(and(or(isNotNull(auditEvents.before), isNotNull(auditEvents.after)), or(...about)));
  if (profileId)
    await tx.update(auditEvents).set({ actorEmail: null }).where(eq(auditEvents.actorId, profileId));
  await tx.execute(sql`select set_config('app.audit_erasure', 'off', true)`);
}

/** The outbox (DATA_DIR/outbox, when no SMTP server is set) holds copies of mail to them: deleted. */
async function deleteOutboxFiles(dataDir: string, emails: string[]) {
  if (emails.length === 0) return;
  const folder = outboxFolder(dataDir);
  const files = await readdir(folder).catch(() => [] as string[]);
  for (const file of files.filter((f) => f.endsWith(".json"))) {
    const full = path.join(folder, file);
    const text = (await readFile(full, "utf8").catch(() => "")).toLowerCase();
    if (emails.some((e) => text.includes(e))) await rm(full, { force: true });
  }
}
