// Consultation Management's domain functions on both databases: the admin form's rules and texts, the
// duplicate e-mail, create/edit/delete, the list (search, filters, the 48-hour clock's sort and filter),
// the dashboard's at-risk count, Convert to member (run twice changes nothing) and admins-only access.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { fieldErrors } from "#core/forms/form-result.ts";
import {
  consultationFormSchema,
  consultationMessages,
} from "#core/leads/consultations/consultation-schema.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import {
  achievementDefinitions,
  achievementProgress,
  consultations,
  contactActivities,
  memberAchievements,
  memberProgramRegistrations,
  profiles,
  userRolesTable,
} from "#server/db/schema.ts";
import { makeConsultation, makeMember, makeProgram } from "#server/seed/factories.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { conversionMessages, convertConsultationToMember } from "./convert-consultation-to-member.ts";
import { countFollowUpPromises } from "./count-follow-up-promises.ts";
import { createConsultation } from "./create-consultation.ts";
import { deleteConsultation } from "./delete-consultation.ts";
import { refreshAllFirstContacts } from "./first-contact.ts";
import { getConsultation } from "./get-consultation.ts";
import { getConsultationDetails } from "./get-consultation-details.ts";
import { consultationTable, listConsultationsPage } from "./list-consultations-page.ts";
import { updateConsultation } from "./update-consultation.ts";

let t: TestContext;
const person = (role: "admin" | "member"): SessionUser => ({
  id: "00000000-0000-4000-8000-0000000000b1",
  email: `${role}-leads@example.com`,
  name: role,
  firstName: null,
  lastName: null,
  emailVerified: true,
  role,
});
const admin = person("admin");
const forbidden = { code: "forbidden", status: 403 };
const HOUR = 3_600_000;
let programId: string;

beforeAll(async () => {
  t = await createTestContext();
  await t.services.db.insert(profiles).values({ id: admin.id, email: admin.email, name: "Operator" });
  programId = (await makeProgram(t.services.db, { name: "Executive Protection" })).id;
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.services.db.delete(contactActivities);
  await t.services.db.delete(consultations);
});

const today = new Date(Date.UTC(2026, 5, 15));
const form = (fields: Record<string, string> = {}) =>
  consultationFormSchema(today).parse({
    title: "Dr",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phoneNumber: "+44 20 7946 0000",
    programId,
    ...fields,
  });

describe("the admin form", () => {
  it("answers with the spec's texts", () => {
    const errors = (fields: Record<string, string>) =>
      fieldErrors(consultationFormSchema(today).safeParse(fields).error!);
    expect(errors({})).toMatchObject({
      title: consultationMessages.title,
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      phoneNumber: "Phone number is required",
      programId: "Program selection is required",
    });
    expect(errors({ dateOfBirth: "2010-01-01", numberOfPeople: "0" })).toMatchObject({
      dateOfBirth: "Must be at least 18 years old",
      numberOfPeople: "Must be at least 1 person",
    });
  });

  it("stores empty optional values as null and derives the age", async () => {
    const { id } = await createConsultation(
      t.services.db,
      admin,
      form({ company: "  ", dateOfBirth: "1990-01-01" }),
    );
    const [consultation] = await t.services.db.select().from(consultations).where(eq(consultations.id, id));
    expect(consultation).toMatchObject({
      company: null,
      country: null,
      socialMediaLinks: null,
      numberOfPeople: 1,
    });
    expect(consultation!.age).toBeGreaterThanOrEqual(36);
    // Like an application, the lead gets its 48-hour follow-up.
    const [followUp] = await t.services.db
      .select()
      .from(contactActivities)
      .where(eq(contactActivities.consultationId, id));
    expect(followUp!.scheduledAt!.getTime() - consultation!.createdAt.getTime()).toBe(48 * HOUR);
  });

  it("refuses a second lead with the same e-mail (any case), changing nothing", async () => {
    await createConsultation(t.services.db, admin, form());
    await expect(
      createConsultation(t.services.db, admin, form({ email: "ADA@example.com" })),
    ).rejects.toMatchObject({
      message: consultationMessages.emailTaken,
      fields: { email: consultationMessages.emailTaken },
    });
    expect(await t.services.db.$count(consultations)).toBe(1);
  });

  it("edits every field and deletes", async () => {
    const { id } = await createConsultation(t.services.db, admin, form());
    await updateConsultation(
      t.services.db,
      admin,
      id,
      form({ lastName: "King", numberOfPeople: "3", socialMediaLinks: "https://x.com/ada" }),
    );
    expect(await getConsultation(t.services.db, admin, id)).toMatchObject({
      lastName: "King",
      numberOfPeople: 3,
      socialMediaLinks: "https://x.com/ada",
    });
    await deleteConsultation(t.services.db, admin, id);
    expect(await getConsultation(t.services.db, admin, id)).toBeNull();
    await expect(updateConsultation(t.services.db, admin, id, form())).rejects.toMatchObject({ status: 404 });
  });
});

describe("the 48-hour clock", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  async function leads() {
    const made = async (name: string, createdAt: Date, firstContactAt: Date | null = null) =>
      makeConsultation(t.services.db, { lastName: name, createdAt, firstContactAt, programId });
    await made("Fresh", ago(1));
    await made("Edge", ago(36)); // exactly 12 hours left: at risk
    await made("Deadline", ago(48)); // the deadline itself: still at risk
    await made("Broken", ago(48.01));
    await made("Kept", ago(60), ago(20)); // contacted after 40 hours
    await made("Late", ago(100), ago(40)); // contacted after 60 hours
  }
  const names = async (search: string) =>
    (
      await listConsultationsPage(
        t.services.db,
        admin,
        parseTableQuery(new URLSearchParams(search), consultationTable(now)),
        now,
      )
    ).rows.map((r) => r.lastName);

  it("filters by state: at risk in its last 12 hours, broken once past the deadline", async () => {
    await leads();
    expect(await names("f.clock=at risk&sort=createdAt")).toEqual(["Deadline", "Edge"]);
    expect(await names("f.clock=overdue")).toEqual(["Broken"]);
    expect((await names("f.clock=broken&sort=createdAt")).sort()).toEqual(["Broken", "Late"]);
    expect(await names("f.clock=kept")).toEqual(["Kept"]);
    expect(await names("f.clock=nonsense")).toEqual([]);
    expect(await countFollowUpPromises(t.services.db, admin, now)).toEqual({ atRisk: 2, overdue: 1 });
  });

  it("is recomputed for every lead at once from the activities that reached the person", async () => {
    const reached = await makeConsultation(t.services.db, { firstContactAt: null });
    const stale = await makeConsultation(t.services.db, { firstContactAt: ago(5) });
    const activity = (consultationId: string, completedAt: Date, outcome: "successful" | "busy") => ({
      consultationId,
      activityType: "completed" as const,
      contactMethod: "phone" as const,
      status: "completed" as const,
      completedAt,
      outcome,
    });
    await t.services.db
      .insert(contactActivities)
      .values([
        activity(reached.id, ago(3), "busy"),
        activity(reached.id, ago(2), "successful"),
        activity(stale.id, ago(1), "busy"),
      ]);
    await refreshAllFirstContacts(t.services.db);
    const firsts = await t.services.db
      .select({ id: consultations.id, at: consultations.firstContactAt })
      .from(consultations);
    expect(Object.fromEntries(firsts.map((f) => [f.id, f.at]))).toEqual({
      [reached.id]: ago(2),
      [stale.id]: null,
    });
  });

  it("sorts waiting leads first, the least time left first", async () => {
    await leads();
    expect(await names("sort=clock&dir=asc")).toEqual([
      "Broken",
      "Deadline",
      "Edge",
      "Fresh",
      "Late",
      "Kept",
    ]);
  });

  it("searches and filters by program, Unknown Program when it is gone", async () => {
    await leads();
    await makeConsultation(t.services.db, { lastName: "Orphan", programId: null });
    expect(await names("q=orph")).toEqual(["Orphan"]);
    expect(await names("f.program=unknown")).toEqual(["Orphan"]);
    expect((await names("f.program=executive")).length).toBe(6);
    const page = await listConsultationsPage(
      t.services.db,
      admin,
      parseTableQuery(new URLSearchParams("q=orph"), consultationTable(now)),
      now,
    );
    expect(page.rows[0]!.programName).toBeNull();
  });
});

describe("Convert to member", () => {
  async function convertibleConsultation(email: string) {
    const consultation = await makeConsultation(t.services.db, {
      email,
      programId,
      firstName: "Grace",
      lastName: "Hopper",
    });
    await t.services.db.insert(contactActivities).values({
      consultationId: consultation.id,
      activityType: "completed",
      contactMethod: "phone",
      status: "completed",
      completedAt: new Date(),
      outcome: "converted",
    });
    return consultation;
  }

  it("refuses a lead without a converted outcome", async () => {
    const consultation = await makeConsultation(t.services.db, { programId });
    await expect(convertConsultationToMember(t.services, admin, consultation.id)).rejects.toMatchObject({
      message: conversionMessages.notConverted,
    });
    expect((await getConsultationDetails(t.services.db, admin, consultation.id))!.convertible).toBe(false);
  });

  it("opens the account, registers it active, links the lead and invites once; a second run changes nothing", async () => {
    const email = `grace-${Date.now()}@example.com`;
    const consultation = await convertibleConsultation(email);
    expect((await getConsultationDetails(t.services.db, admin, consultation.id))!.convertible).toBe(true);
    const first = await convertConsultationToMember(t.services, admin, consultation.id);
    expect(first).toMatchObject({ alreadyConverted: false, invited: true, invitationSent: true });
    const second = await convertConsultationToMember(t.services, admin, consultation.id);
    expect(second).toEqual({
      memberId: first.memberId,
      alreadyConverted: true,
      invited: false,
      invitationSent: false,
    });

    const [role] = await t.services.db
      .select()
      .from(userRolesTable)
      .where(eq(userRolesTable.userId, first.memberId));
    expect(role!.role).toBe("member");
    const registrations = await t.services.db
      .select()
      .from(memberProgramRegistrations)
      .where(
        and(
          eq(memberProgramRegistrations.memberId, first.memberId),
          eq(memberProgramRegistrations.programId, programId),
        ),
      );
    expect(registrations.map((r) => r.status)).toEqual(["active"]);
    expect(await getConsultationDetails(t.services.db, admin, consultation.id)).toMatchObject({
      memberId: first.memberId,
      memberEmail: email,
    });
    const invitations = (await readOutbox(t.dataDir, email)).filter((m) => m.kind === "member-invitation");
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.link).toContain("/api/auth/reset-password/");
  });

  it("counts the active registration as approved: the member's achievement progress moves", async () => {
    const define = async (name: string, target: number) =>
      (
        await t.services.db
          .insert(achievementDefinitions)
          .values({
            name: `${name} ${Date.now()}`,
            description: name,
            icon: "award",
            points: 10,
            rarity: "common",
            category: "test",
            badgeColor: "#b08d57",
            rule: "registrations_approved",
            target,
          })
          .returning({ id: achievementDefinitions.id })
      )[0]!.id;
    const [first, second] = [await define("First approval", 1), await define("Two approvals", 2)];
    const consultation = await convertibleConsultation(`achiever-${Date.now()}@example.com`);
    const { memberId } = await convertConsultationToMember(t.services, admin, consultation.id);
    const progress = await t.services.db
      .select({ id: achievementProgress.achievementId, value: achievementProgress.currentValue })
      .from(achievementProgress)
      .where(eq(achievementProgress.memberId, memberId));
    expect(Object.fromEntries(progress.map((p) => [p.id, p.value]))).toEqual({ [first]: 1, [second]: 1 });
    const earned = await t.services.db
      .select({ id: memberAchievements.achievementId })
      .from(memberAchievements)
      .where(eq(memberAchievements.memberId, memberId));
    expect(earned.map((e) => e.id)).toEqual([first]);
  });

  it("reuses an existing member's account without inviting it", async () => {
    const member = await makeMember(t.services);
    const consultation = await convertibleConsultation(member.email);
    const result = await convertConsultationToMember(t.services, admin, consultation.id);
    expect(result).toMatchObject({ memberId: member.id, invited: false });
  });
});

describe("authorization", () => {
  it("refuses members and signed-out callers for every read and write", async () => {
    const consultation = await makeConsultation(t.services.db, { programId });
    const query = parseTableQuery(new URLSearchParams(), consultationTable());
    for (const actor of [person("member"), null] as SessionUser[]) {
      const calls = [
        () => listConsultationsPage(t.services.db, actor, query),
        () => getConsultation(t.services.db, actor, consultation.id),
        () => getConsultationDetails(t.services.db, actor, consultation.id),
        () => countFollowUpPromises(t.services.db, actor),
        () => createConsultation(t.services.db, actor, form({ email: "x@example.com" })),
        () => updateConsultation(t.services.db, actor, consultation.id, form()),
        () => deleteConsultation(t.services.db, actor, consultation.id),
        () => convertConsultationToMember(t.services, actor, consultation.id),
      ];
      for (const call of calls) await expect(call()).rejects.toMatchObject(forbidden);
    }
    expect(await getConsultation(t.services.db, admin, consultation.id)).not.toBeNull();
  });
});
