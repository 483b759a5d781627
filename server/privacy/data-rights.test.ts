// Data rights on both databases (decision 145): an export holds everything about the person and only
// for those allowed; an erasure leaves no personal field anywhere (every text and JSON column of every
// table and view is searched) while bookings, registrations and seats still count; the audit trail's
// one exception allows nothing else; retention erases only due, unconverted leads.
import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityFormSchema } from "#core/leads/activities/activity-schema.ts";
import { consultationFormSchema } from "#core/leads/consultations/consultation-schema.ts";
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import { passwordChanged } from "#server/auth/passwords/password-changed.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { getDashboardCounts } from "#server/dashboard/get-dashboard-counts.ts";
import {
  accounts,
  auditEvents,
  consultations,
  contactActivities,
  jobs,
  memberEventBookings,
  memberProgramRegistrations,
  profiles,
  sessions,
  trainingEvents,
  twoFactors,
} from "#server/db/schema.ts";
import { isDomainError } from "#server/errors/domain-error.ts";
import { bookEvent } from "#server/events/bookings/book-event.ts";
import { bookingJobHandlers } from "#server/events/bookings/booking-jobs.ts";
import { runDueJobs } from "#server/jobs/run-due-jobs.ts";
import { createActivity } from "#server/leads/activities/create-activity.ts";
import { createConsultation } from "#server/leads/consultations/create-consultation.ts";
import { deleteConsultation } from "#server/leads/consultations/delete-consultation.ts";
import { updateConsultation } from "#server/leads/consultations/update-consultation.ts";
import { enqueueMail, MAIL_JOB, sendMail } from "#server/mail/mail-queue.ts";
import { registerForProgram } from "#server/members/registrations/register-for-program.ts";
import { approveRegistration } from "#server/members/registrations/registration-decision.ts";
import { makeConsultation, makeProgram, makeTrainingEvent, uniqueSuffix } from "#server/seed/factories.ts";
import { deleteUser } from "#server/users/delete-user.ts";
import {
  makeAdminActor,
  makeMemberActor,
  signedInMemberCookie,
  type TestMember,
} from "#tests/support/members.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { enrolTwoFactor } from "#tests/support/two-factor.ts";
import { eraseByAddress, findHeldByAddress } from "./erase-address.ts";
import { erasePerson } from "./erase-person.ts";
import { exportPersonData } from "./export-person-data.ts";
import {
  countLeadsDueForErasure,
  eraseDueLeads,
  LEAD_RETENTION_JOB,
  leadRetentionJobHandlers,
  scheduleLeadRetention,
} from "./lead-retention.ts";

let t: TestContext;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestContext({ LEAD_RETENTION_MONTHS: "6" });
  admin = await makeAdminActor(t.services);
});
afterAll(() => t.close());

const db = () => t.services.db;

/** Where any text, varchar or JSON column of any table or view holds `needle` (case-insensitive). */
async function whereFound(needle: string): Promise<string[]> {
  const columns = await db().execute<{ table_name: string; column_name: string }>(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema()
      AND data_type IN ('text', 'character varying', 'character', 'jsonb', 'json')`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const result = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}
          WHERE position(lower(${needle}) in lower(${sql.identifier(column)}::text)) > 0`,
    );
    if ((result.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (isDomainError(error)) return `${error.code}: ${error.message}`;
    const cause = (error as { cause?: unknown }).cause;
    return `${String(error)} ${cause instanceof Error ? cause.message : ""}`;
  }
  return "not refused";
}

/** A member with a full history: a lead they came from, activities, a registration, bookings, mail. */
async function memberWithHistory() {
  const suffix = uniqueSuffix().replace(/[^a-z0-9]/gi, "");
  const firstName = `Zephyrine${suffix}`;
  const lastName = `Quillsworth${suffix}`;
  const phone = `+44 7700 9${suffix.slice(-5).padStart(5, "0")}`;
  const member = await makeMemberActor(t.services, { firstName, lastName, phone });
  const program = await makeProgram(db());
  const form = consultationFormSchema().parse({
    title: "Mrs",
    firstName,
    lastName,
    email: member.email,
    phoneNumber: phone,
    programId: program.id,
    socialMediaLinks: `https://example.com/${lastName}`,
  });
  const lead = await createConsultation(db(), admin, form);
  await updateConsultation(db(), admin, lead.id, { ...form, company: `${lastName} Holdings` });
  await db().update(consultations).set({ memberId: member.id }).where(eq(consultations.id, lead.id));
  const activityForm = activityFormSchema("UTC").parse({
    activityType: "completed",
    contactMethod: "phone",
    subject: `Call with ${firstName}`,
    notes: `${firstName} worries about a stalker near ${lastName} House`,
    completedAt: "2026-01-05T10:00",
  });
  await createActivity(db(), admin, { ...activityForm, consultationId: lead.id });
  const { id: registrationId } = await registerForProgram(db(), member, program.id);
  await db()
    .update(memberProgramRegistrations)
    .set({ notes: `${firstName} prefers mornings` })
    .where(eq(memberProgramRegistrations.id, registrationId));
  await approveRegistration(t.services, admin, registrationId);
  const event = await makeTrainingEvent(db(), {
    maxCapacity: 5,
    startTime: new Date(Date.now() + 72 * 3600_000),
    endTime: new Date(Date.now() + 74 * 3600_000),
  });
  await bookEvent(db(), member, event.id);
  const other = await makeMemberActor(t.services);
  await bookEvent(db(), other, event.id);
  await runDueJobs(t.services, bookingJobHandlers);
  // Two-factor on (decision 146): a key and recovery codes to remove with the password.
  await enrolTwoFactor(t.services, member, member.password);
  await passwordChanged(db(), member, "profile");
  await signedInMemberCookie(t.services, member);
  // Queued e-mail (decision 150): one sent to them (its job keeps the address and subject), one about
  // them not sent yet (its job holds the whole body).
  const mail = (to: string, subject: string, text: string) => ({ kind: "test", to, subject, text, html: "" });
  await sendMail(t.services, [mail(member.email, `Welcome, ${firstName} ${lastName}`, "Hello")]);
  await enqueueMail(db(), [mail("operations@example.com", "New application", `${firstName} ${lastName}`)]);
  return { member, other, lead, event, program, firstName, lastName, phone };
}

describe("exporting a person's data", () => {
  it("gives an admin everything held about a member, and audits it by id only", async () => {
    const h = await memberWithHistory();
    const { fileName, data } = await exportPersonData(t.services, admin, { kind: "member", id: h.member.id });
    expect(fileName).toBe(`personal-data-member-${h.member.id}.json`);
    expect(data.profile).toMatchObject({ email: h.member.email, firstName: h.firstName, phone: h.phone });
    expect(data.applications.map((a) => a.id)).toEqual([h.lead.id]);
    // The follow-up the application scheduled, and the call logged against the lead.
    expect(data.activities.map((a) => a.subject)).toContain(`Call with ${h.firstName}`);
    expect(data.registrations).toMatchObject([
      { status: "active", notes: `${h.firstName} prefers mornings` },
    ]);
    expect(data.bookings).toMatchObject([{ bookingStatus: "confirmed" }]);
    expect(data.emailsSent.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.auditTrail.map((a) => a.action)).toEqual(expect.arrayContaining(["create", "update"]));
    // Never a credential: no password hash, no session token.
    const text = JSON.stringify(data);
    const [account] = await db().select().from(accounts).where(eq(accounts.userId, h.member.id));
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, h.member.id));
    expect(text).not.toContain(account!.password!);
    expect(text).not.toContain(session!.token);

    const [row] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "export"), eq(auditEvents.entityId, h.member.id)));
    expect(row).toMatchObject({ actorId: admin.id, entity: "user", before: null, after: null });
  });

  it("shows what erasure would remove: mail queued, failed or naming them, and audit rows naming or made by them", async () => {
    const h = await memberWithHistory();
    // An e-mail the worker gave up on, and an audit row about a record no longer theirs that names their
    // address (as a lead's deletion wrote the whole row before decision 173).
    await db()
      .insert(jobs)
      .values({
        kind: MAIL_JOB,
        payload: { kind: "test", to: h.member.email, subject: "Undelivered reminder" },
        status: "failed",
        attempts: 8,
      });
    await db()
      .insert(auditEvents)
      .values({
        actorId: admin.id,
        actorEmail: admin.email,
        action: "delete",
        entity: "consultation",
        entityId: randomUUID(),
        before: { email: h.member.email },
      });
    const { data } = await exportPersonData(t.services, admin, { kind: "member", id: h.member.id });
    expect(data.queuedEmails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject: "Undelivered reminder", status: "failed" }),
        expect.objectContaining({ subject: "New application", status: "pending" }),
      ]),
    );
    expect(data.auditTrail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "delete", entity: "consultation" }),
        expect.objectContaining({ action: "change", entity: "password" }),
      ]),
    );
    expect(data.emailCopies.length).toBeGreaterThanOrEqual(1);
    expect(data.signInMethods).toMatchObject([{ provider: "credential" }]);
    // The staff member who acted is never named.
    expect(JSON.stringify(data)).not.toContain(admin.email);
  });

  it("exports a lead, with the account it became", async () => {
    const h = await memberWithHistory();
    const { data } = await exportPersonData(t.services, admin, { kind: "lead", id: h.lead.id });
    expect(data.applications).toMatchObject([{ id: h.lead.id, email: h.member.email, phoneNumber: h.phone }]);
    expect(data.profile?.id).toBe(h.member.id);
  });

  it("lets a member export only their own data; signed out, nobody", async () => {
    const h = await memberWithHistory();
    const own = await exportPersonData(t.services, h.member, { kind: "member", id: h.member.id });
    expect(own.data.profile?.email).toBe(h.member.email);
    const other: TestMember = h.other;
    expect(
      await refusal(() => exportPersonData(t.services, other, { kind: "member", id: h.member.id })),
    ).toMatch(/^forbidden/);
    expect(
      await refusal(() => exportPersonData(t.services, h.member, { kind: "lead", id: h.lead.id })),
    ).toMatch(/^forbidden/);
    expect(
      await refusal(() => exportPersonData(t.services, null, { kind: "member", id: h.member.id })),
    ).toMatch(/^forbidden/);
    expect(
      await refusal(() => exportPersonData(t.services, admin, { kind: "member", id: "not-an-id" })),
    ).toBe("not_found: Person not found");
  });
});

describe("erasing a person", () => {
  it("leaves no personal field in any table, and keeps bookings, registrations and seats counting", async () => {
    const h = await memberWithHistory();
    const [eventBefore] = await db().select().from(trainingEvents).where(eq(trainingEvents.id, h.event.id));
    const bookingsBefore = await db().$count(
      memberEventBookings,
      eq(memberEventBookings.eventId, h.event.id),
    );
    const registrationsBefore = await db().$count(memberProgramRegistrations);
    const activitiesBefore = await db().$count(contactActivities);
    const auditAboutLead = await db().$count(auditEvents, eq(auditEvents.entityId, h.lead.id));
    for (const needle of [h.firstName, h.lastName, h.member.email, h.phone])
      expect(await whereFound(needle), needle).not.toEqual([]);
    expect(await readOutbox(t.dataDir, h.member.email)).not.toEqual([]);

    await erasePerson(t.services, admin, { kind: "member", id: h.member.id });

    for (const needle of [h.firstName, h.lastName, h.member.email, h.phone])
      expect(await whereFound(needle), needle).toEqual([]);
    const [eventAfter] = await db().select().from(trainingEvents).where(eq(trainingEvents.id, h.event.id));
    expect(eventAfter!.currentCapacity).toBe(eventBefore!.currentCapacity);
    expect(await db().$count(memberEventBookings, eq(memberEventBookings.eventId, h.event.id))).toBe(
      bookingsBefore,
    );
    expect(await db().$count(memberProgramRegistrations)).toBe(registrationsBefore);
    expect(await db().$count(contactActivities)).toBe(activitiesBefore);
    // The account and its sign-ins are gone; the lead too; its mail copies are deleted.
    expect(await db().$count(sessions, eq(sessions.userId, h.member.id))).toBe(0);
    expect(await db().$count(accounts, eq(accounts.userId, h.member.id))).toBe(0);
    expect(await db().$count(twoFactors, eq(twoFactors.userId, h.member.id))).toBe(0);
    expect(await db().$count(consultations, eq(consultations.id, h.lead.id))).toBe(0);
    expect(await readOutbox(t.dataDir, h.member.email)).toEqual([]);
    const [tombstone] = await db().select().from(profiles).where(eq(profiles.id, h.member.id));
    expect(tombstone).toMatchObject({
      firstName: null,
      lastName: null,
      phone: null,
      erasedAt: expect.any(Date),
    });
    // The trail keeps every earlier row (values erased) and says an erasure happened, by whom.
    const aboutLead = await db().select().from(auditEvents).where(eq(auditEvents.entityId, h.lead.id));
    expect(aboutLead).toHaveLength(auditAboutLead);
    for (const row of aboutLead) {
      if (row.before) expect(row.before).toEqual({ erased: true });
      if (row.after) expect(row.after).toEqual({ erased: true });
    }
    const erasures = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "erase"), eq(auditEvents.entityId, h.member.id)));
    expect(erasures).toMatchObject([
      { actorId: admin.id, actorEmail: admin.email, entity: "user", before: null },
    ]);
    // Gone means gone: a second erasure or an export finds nobody to act on.
    expect(await refusal(() => erasePerson(t.services, admin, { kind: "member", id: h.member.id }))).toBe(
      "conflict: This person has already been erased",
    );
    expect(
      await refusal(() => exportPersonData(t.services, admin, { kind: "member", id: h.member.id })),
    ).toBe("not_found: Person not found");
  });

  it("erases a lead without an account: the lead goes, its activities stay without their text", async () => {
    const email = `lead-${uniqueSuffix()}@example.com`;
    const lead = await makeConsultation(db(), {
      email,
      firstName: "Ottoline",
      lastName: `Vance${uniqueSuffix()}`,
    });
    const form = activityFormSchema("UTC").parse({
      activityType: "completed",
      contactMethod: "email",
      subject: "Ottoline's threat review",
      completedAt: "2026-01-05T10:00",
    });
    const { id } = await createActivity(db(), admin, { ...form, consultationId: lead.id });
    await erasePerson(t.services, admin, { kind: "lead", id: lead.id });
    expect(await whereFound(email)).toEqual([]);
    expect(await whereFound(lead.lastName)).toEqual([]);
    const [activity] = await db().select().from(contactActivities).where(eq(contactActivities.id, id));
    expect(activity).toMatchObject({ consultationId: null, subject: null, notes: null, message: null });
  });

  it("is for admins only, never of oneself or another admin, and changes nothing when refused", async () => {
    const member = await makeMemberActor(t.services);
    const otherAdmin = await makeAdminActor(t.services);
    expect(await refusal(() => erasePerson(t.services, member, { kind: "member", id: member.id }))).toMatch(
      /^forbidden/,
    );
    expect(await refusal(() => erasePerson(t.services, admin, { kind: "member", id: admin.id }))).toBe(
      "conflict: You cannot erase your own account",
    );
    expect(
      await refusal(() => erasePerson(t.services, admin, { kind: "member", id: otherAdmin.id })),
    ).toMatch(/^conflict: An admin account cannot be erased/);
    expect(await refusal(() => erasePerson(t.services, admin, { kind: "lead", id: member.id }))).toBe(
      "not_found: Person not found",
    );
    const [kept] = await db().select().from(profiles).where(eq(profiles.id, member.id));
    expect(kept).toMatchObject({ email: member.email, erasedAt: null });
  });
});

describe("deleting, then erasing by address", () => {
  it("leaves no personal value in the trail on delete, and nothing anywhere once the address is erased", async () => {
    const h = await memberWithHistory();
    await deleteUser(t.services, admin, h.member.id);
    await deleteConsultation(db(), admin, h.lead.id);

    // The deletions' rows say what went (ids, a summary), never who it was.
    const deletions = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "delete"), inArray(auditEvents.entityId, [h.member.id, h.lead.id])));
    expect(deletions.map((d) => d.entity).sort()).toEqual(["consultation", "user"]);
    for (const needle of [h.firstName, h.lastName, h.phone, h.member.email])
      expect(JSON.stringify(deletions)).not.toContain(needle);
    // Names and the phone are gone with the rows (nothing could find them by address later); what is
    // left is found by the address.
    for (const needle of [h.firstName, h.lastName, h.phone])
      expect(await whereFound(needle), needle).toEqual([]);
    expect(await whereFound(h.member.email)).not.toEqual([]);

    const held = await findHeldByAddress(t.services, admin, { email: h.member.email.toUpperCase() });
    expect(held.person).toBeNull();
    expect(held.held.map((h) => h.key)).toEqual(
      expect.arrayContaining(["emailsSent", "auditTrail", "emailCopies"]),
    );

    await eraseByAddress(t.services, admin, { email: h.member.email });
    for (const needle of [h.firstName, h.lastName, h.member.email, h.phone])
      expect(await whereFound(needle), needle).toEqual([]);
    expect(await readOutbox(t.dataDir, h.member.email)).toEqual([]);
    const [erasure] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "erase"), eq(auditEvents.entity, "address")));
    expect(erasure).toMatchObject({ actorId: admin.id, entityId: null, before: null });
    expect(JSON.stringify(erasure)).not.toContain(h.member.email);
    // Nothing is left to find.
    expect(await refusal(() => findHeldByAddress(t.services, admin, { email: h.member.email }))).toBe(
      `not_found: ${privacyMessages.nothingHeld}`,
    );
    expect(await refusal(() => eraseByAddress(t.services, admin, { email: h.member.email }))).toBe(
      `not_found: ${privacyMessages.nothingHeld}`,
    );
  });

  it("erases a lead or a member still holding the address as Erase Person does, with its refusals", async () => {
    const lead = await makeConsultation(db(), { email: `held-${uniqueSuffix()}@example.com` });
    const held = await findHeldByAddress(t.services, admin, { email: lead.email });
    expect(held.person).toMatchObject({ kind: "lead", id: lead.id });
    await eraseByAddress(t.services, admin, { email: lead.email });
    expect(await db().$count(consultations, eq(consultations.id, lead.id))).toBe(0);
    expect(await whereFound(lead.email)).toEqual([]);

    const otherAdmin = await makeAdminActor(t.services);
    const member = await makeMemberActor(t.services);
    expect(await refusal(() => eraseByAddress(t.services, admin, { email: otherAdmin.email }))).toMatch(
      /^conflict: An admin account cannot be erased/,
    );
    expect(await refusal(() => eraseByAddress(t.services, admin, { email: admin.email }))).toBe(
      "conflict: You cannot erase your own account",
    );
    expect(await refusal(() => eraseByAddress(t.services, member, { email: otherAdmin.email }))).toMatch(
      /^forbidden/,
    );
    expect(await refusal(() => findHeldByAddress(t.services, member, { email: member.email }))).toMatch(
      /^forbidden/,
    );
    const [kept] = await db().select().from(profiles).where(eq(profiles.id, otherAdmin.id));
    expect(kept).toMatchObject({ email: otherAdmin.email, erasedAt: null });
  });
});

describe("the audit trail's erasure exception", () => {
  const actor = { id: "00000000-0000-4000-8000-000000000009", email: "auditor@example.com" };

  it("allows only the marker, only inside a transaction that turned it on", async () => {
    const entityId = `probe-${uniqueSuffix()}`;
    await db()
      .insert(auditEvents)
      .values({
        actorId: actor.id,
        actorEmail: actor.email,
        action: "update",
        entity: "user",
        entityId,
        before: { email: "x@example.com" },
      });
    const mine = eq(auditEvents.entityId, entityId);
    const marker = { erased: true };
    // Without the setting: refused, as always.
    expect(await refusal(() => db().update(auditEvents).set({ before: marker }).where(mine))).toContain(
      "append-only: UPDATE refused",
    );
    // With it: anything but the marker (another value, another action, a delete) is still refused.
    const attempts = [
      (tx: typeof t.services.db) =>
        tx
          .update(auditEvents)
          .set({ before: { email: "forged@example.com" } })
          .where(mine),
      (tx: typeof t.services.db) =>
        tx.update(auditEvents).set({ action: "delete", before: marker }).where(mine),
      (tx: typeof t.services.db) => tx.delete(auditEvents).where(mine),
    ];
    for (const attempt of attempts) {
      const answer = await refusal(() =>
        db().transaction(async (tx) => {
          await tx.execute(sql`select set_config('app.audit_erasure', 'on', true)`);
          await attempt(tx as unknown as typeof t.services.db);
        }),
      );
      expect(answer).toContain("append-only");
    }
    await db().transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.audit_erasure', 'on', true)`);
      await tx.update(auditEvents).set({ before: marker, actorEmail: null }).where(mine);
    });
    // The setting ended with its transaction.
    expect(await refusal(() => db().update(auditEvents).set({ after: marker }).where(mine))).toContain(
      "append-only: UPDATE refused",
    );
    const [row] = await db().select().from(auditEvents).where(mine);
    expect(row).toMatchObject({ before: marker, actorEmail: null, actorId: actor.id, action: "update" });
  });
});

describe("lead retention", () => {
  const MONTH = 31 * 24 * 3600_000;

  it("erases only leads past the period that never converted, once a day, as one pending job", async () => {
    const old = new Date(Date.now() - 7 * MONTH);
    const due = await makeConsultation(db(), {
      createdAt: old,
      updatedAt: old,
      lastName: `Due${uniqueSuffix()}`,
    });
    const recent = await makeConsultation(db(), { createdAt: new Date(Date.now() - 2 * MONTH) });
    const member = await makeMemberActor(t.services);
    const converted = await makeConsultation(db(), { createdAt: old, memberId: member.id, convertedAt: old });
    const convertedNoAccount = await makeConsultation(db(), { createdAt: old, convertedAt: old });
    expect(await countLeadsDueForErasure(db(), admin, 6)).toBe(1);
    expect((await getDashboardCounts(db(), admin, { months: 6 })).leadsDueForErasure).toBe(1);
    expect((await getDashboardCounts(db(), admin)).leadsDueForErasure).toBeNull();

    // However many instances schedule it, one run is pending.
    await scheduleLeadRetention(db());
    await scheduleLeadRetention(db());
    const pending = () =>
      db().$count(jobs, and(eq(jobs.kind, LEAD_RETENTION_JOB), eq(jobs.status, "pending")));
    expect(await pending()).toBe(1);
    const summary = await runDueJobs(t.services, leadRetentionJobHandlers);
    expect(summary).toMatchObject({ done: 1, failed: 0 });

    const left = await db().select({ id: consultations.id }).from(consultations);
    const ids = left.map((l) => l.id);
    expect(ids).not.toContain(due.id);
    expect(ids).toEqual(expect.arrayContaining([recent.id, converted.id, convertedNoAccount.id]));
    expect(await whereFound(due.lastName)).toEqual([]);
    const [erasure] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "erase"), eq(auditEvents.entityId, due.id)));
    expect(erasure).toMatchObject({ actorId: null, entity: "consultation" });
    // Tomorrow's run is waiting; nothing is due now.
    const [next] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, LEAD_RETENTION_JOB), eq(jobs.status, "pending")));
    expect(next!.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(await countLeadsDueForErasure(db(), admin, 6)).toBe(0);
    expect(await eraseDueLeads(t.services)).toBe(0);
    const [{ n } = { n: 0 }] = await db().select({ n: count() }).from(consultations);
    expect(n).toBe(left.length);
  });
  it("counts the months from the last contact: a lead still being worked is kept", async () => {
    const old = new Date(Date.now() - 7 * MONTH);
    const lately = new Date(Date.now() - MONTH);
    const lead = (lastName: string, updatedAt = old) =>
      makeConsultation(db(), { createdAt: old, updatedAt, lastName: `${lastName}${uniqueSuffix()}` });
    const activity = (consultationId: string, at: Date) =>
      db().insert(contactActivities).values({
        consultationId,
        activityType: "completed",
        contactMethod: "phone",
        status: "completed",
        completedAt: at,
        createdAt: at,
        updatedAt: at,
      });
    const called = await lead("Called");
    await activity(called.id, lately);
    const edited = await lead("Edited", lately);
    const idle = await lead("Idle");
    await activity(idle.id, old);
    const before = await countLeadsDueForErasure(db(), admin, 6);

    await eraseDueLeads(t.services);
    const left = (await db().select({ id: consultations.id }).from(consultations)).map((l) => l.id);
    expect(left).toEqual(expect.arrayContaining([called.id, edited.id]));
    expect(left).not.toContain(idle.id);
    // The dashboard counted exactly what the run erased.
    expect(before).toBeGreaterThanOrEqual(1);
    expect(await countLeadsDueForErasure(db(), admin, 6)).toBe(0);
  });

  it("deletes an erased lead's outbox copies and leaves nothing of them anywhere", async () => {
    const old = new Date(Date.now() - 7 * MONTH);
    const suffix = uniqueSuffix().replace(/[^a-z0-9]/gi, "");
    const firstName = `Perdita${suffix}`;
    const lastName = `Ravenscroft${suffix}`;
    const email = `retained-${suffix}@example.com`;
    const phoneNumber = `+44 7700 8${suffix.slice(-5).padStart(5, "0")}`;
    await makeConsultation(db(), { createdAt: old, updatedAt: old, firstName, lastName, email, phoneNumber });
    const mail = {
      kind: "test",
      to: email,
      subject: `Your application, ${lastName}`,
      text: firstName,
      html: "",
    };
    await sendMail(t.services, [mail]);
    expect(await readOutbox(t.dataDir, email)).not.toEqual([]);

    await eraseDueLeads(t.services);
    for (const needle of [firstName, lastName, email, phoneNumber])
      expect(await whereFound(needle), needle).toEqual([]);
    expect(await readOutbox(t.dataDir, email)).toEqual([]);
  });
});
