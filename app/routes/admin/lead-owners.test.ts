// A lead's owner through the real app: set and changed on Consultation Management (audited, an owner
// must be an operator, the signed-out and members change nothing), the list's owner filter and sort,
// and the rule on Settings that gives a new application its owner (one named operator; round robin
// among the operators who opted in, fair under concurrent applications) with its follow-up assigned
// to that owner. Runs on PGlite and PostgreSQL.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationSubmissionSchema } from "#core/leads/applications/application-schema.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { auditEvents, consultations, contactActivities, profiles } from "#server/db/schema.ts";
import type { ApplicationSettings } from "#server/leads/applications/application-settings.ts";
import { submitApplication } from "#server/leads/applications/submit-application.ts";
import { makeConsultation, makeMember, makeProgram } from "#server/seed/factories.ts";
import { readSettingsScreen } from "#server/settings/read-settings-screen.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { browserRequest, cookieFrom, formPost } from "#tests/support/http.ts";
import { testAdmin } from "#tests/support/session-users.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { consultationIntents, leadOwnerIntents } from "~/kit/intents";

let t: TestContext;
let under: AppUnderTest;
let programId: string;
let memberCookie: string;
let memberId: string;
/** Three operators: their cookies and ids. */
const ops: { cookie: string; id: string }[] = [];

beforeAll(async () => {
  t = await createTestContext();
  under = await createAppUnderTest(t.services);
  for (const n of [1, 2, 3]) {
    const email = `operator${n}@example.com`;
    const cookie = await signedInAdminCookie(t.services, email);
    const [row] = await t.services.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, email));
    ops.push({ cookie, id: row!.id });
  }
  const member = await makeMember(t.services);
  memberId = member.id;
  memberCookie = cookieFrom(
    (await signIn(t.services, browserRequest("/members/login"), member, "member")).headers,
  );
  programId = (await makeProgram(t.services.db)).id;
}, 60_000);
afterAll(async () => {
  await under?.close();
  await t?.close();
});

/** A page as the browser asks for it, or a form it posts (redirects are answered, not followed). */
const request = (path: string, cookie?: string, body?: Record<string, string>) =>
  under.app.request(body ? formPost(path, body, cookie) : browserRequest(path, { cookie }));

const ownerOf = async (id: string) =>
  (
    await t.services.db
      .select({ ownerId: consultations.ownerId })
      .from(consultations)
      .where(eq(consultations.id, id))
  )[0]?.ownerId;

describe("setting a lead's owner", () => {
  it("gives the lead to an operator and back to nobody, each change audited without personal data", async () => {
    const lead = await makeConsultation(t.services.db, { lastName: "Owned", programId });
    const [op1, op2] = ops;
    for (const ownerId of [op1!.id, op2!.id, ""]) {
      const response = await request("/admin/consultations", op1!.cookie, {
        intent: consultationIntents.setOwner,
        id: lead.id,
        ownerId,
      });
      expect(response.status).toBe(200);
      expect(await ownerOf(lead.id)).toBe(ownerId || null);
    }
    const audit = await t.services.db
      .select({ actorId: auditEvents.actorId, before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "consultation"), eq(auditEvents.entityId, lead.id)))
      .orderBy(auditEvents.occurredAt);
    expect(audit).toEqual([
      { actorId: op1!.id, before: { ownerId: null }, after: { ownerId: op1!.id } },
      { actorId: op1!.id, before: { ownerId: op1!.id }, after: { ownerId: op2!.id } },
      { actorId: op1!.id, before: { ownerId: op2!.id }, after: { ownerId: null } },
    ]);
  });

  it("refuses an owner who is not an operator, and the signed-out and members, changing nothing", async () => {
    const lead = await makeConsultation(t.services.db, {
      lastName: "Guarded",
      programId,
      ownerId: ops[0]!.id,
    });
    const refused = await request("/admin/consultations", ops[0]!.cookie, {
      intent: consultationIntents.setOwner,
      id: lead.id,
      ownerId: memberId,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The owner must be an operator.");
    for (const cookie of [undefined, memberCookie]) {
      const response = await request("/admin/consultations", cookie, {
        intent: consultationIntents.setOwner,
        id: lead.id,
        ownerId: ops[1]!.id,
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
    }
    const notAnId = await request("/admin/consultations", ops[0]!.cookie, {
      intent: consultationIntents.setOwner,
      id: lead.id,
      ownerId: "someone",
    });
    expect(notAnId.status).toBe(400);
    expect(await ownerOf(lead.id)).toBe(ops[0]!.id);
  });
});

describe("the list's owner filter and sort", () => {
  it("shows anyone's, mine, the unassigned and one operator's leads, and sorts by owner", async () => {
    const [op1, op2] = ops;
    await makeConsultation(t.services.db, { lastName: "Filtmine", programId, ownerId: op1!.id });
    await makeConsultation(t.services.db, { lastName: "Filttheirs", programId, ownerId: op2!.id });
    await makeConsultation(t.services.db, { lastName: "Filtnobody", programId });
    const shown = async (query: string) => {
      const html = await (await request(`/admin/consultations?q=filt${query}`, op1!.cookie)).text();
      return ["Filtmine", "Filttheirs", "Filtnobody"].filter((name) => html.includes(name));
    };
    expect(await shown("")).toEqual(["Filtmine", "Filttheirs", "Filtnobody"]);
    expect(await shown("&f.owner=me")).toEqual(["Filtmine"]);
    expect(await shown("&f.owner=unassigned")).toEqual(["Filtnobody"]);
    expect(await shown(`&f.owner=${op2!.id}`)).toEqual(["Filttheirs"]);
    expect(await shown("&f.owner=nonsense")).toEqual([]);
    const order = async (dir: string) => {
      const html = await (
        await request(`/admin/consultations?q=filt&sort=owner&dir=${dir}`, op1!.cookie)
      ).text();
      return ["Filtmine", "Filttheirs", "Filtnobody"].sort((a, b) => html.indexOf(a) - html.indexOf(b));
    };
    // By the owner's e-mail (operator1@ before operator2@), the unassigned last going up.
    expect(await order("asc")).toEqual(["Filtmine", "Filttheirs", "Filtnobody"]);
    expect(await order("desc")).toEqual(["Filtnobody", "Filttheirs", "Filtmine"]);
  });
});

describe("the owner of a new application", () => {
  const open: ApplicationSettings = { minFillMs: 0, rateLimitMax: 0, rateLimitWindowMs: 3_600_000 };
  let sent = 0;
  const apply = async () => {
    sent += 1;
    const form = {
      title: "Ms",
      first_name: "Applicant",
      last_name: `Number${sent}`,
      date_of_birth: "1980-11-22",
      email: `rr-${sent}-${Date.now()}@example.com`,
      phone_number: "+44 20 7946 0000",
      occupation: "Director",
      country: "United Kingdom",
      city: "London",
      program_id: programId,
    };
    const result = await submitApplication(t.services, applicationSubmissionSchema().parse(form), {
      clientIp: "203.0.113.7",
      settings: open,
    });
    if (result.kind !== "stored") throw new Error("expected the application stored");
    await result.notified;
    return result.consultationId;
  };
  const followUpAssignee = async (consultationId: string) =>
    (
      await t.services.db
        .select({ assignee: contactActivities.assignedToUserId })
        .from(contactActivities)
        .where(eq(contactActivities.consultationId, consultationId))
    )[0]?.assignee;

  it("is nobody until a rule is chosen, then the named operator, whose follow-up it is", async () => {
    const unowned = await apply();
    expect(await ownerOf(unowned)).toBeNull();
    const saved = await request("/admin/settings", ops[0]!.cookie, {
      intent: leadOwnerIntents.rule,
      kind: "operator",
      operatorId: ops[1]!.id,
    });
    expect(saved.status).toBe(200);
    const owned = await apply();
    expect(await ownerOf(owned)).toBe(ops[1]!.id);
    expect(await followUpAssignee(owned)).toBe(ops[1]!.id);
  });

  it("refuses a named operator who is not one, or none named, keeping the rule", async () => {
    for (const operatorId of [memberId, ""]) {
      const refused = await request("/admin/settings", ops[0]!.cookie, {
        intent: leadOwnerIntents.rule,
        kind: "operator",
        operatorId,
      });
      expect(refused.status).toBe(400);
    }
    expect(await ownerOf(await apply())).toBe(ops[1]!.id);
  });

  it("takes the opted-in operators in turn, fairly, when applications arrive at once", async () => {
    // Two of three opt in, each on their own; one opts in and out again.
    for (const [op, join] of [
      [ops[0]!, "on"],
      [ops[2]!, "on"],
      [ops[1]!, "on"],
    ] as const)
      expect(
        (await request("/admin/settings", op.cookie, { intent: leadOwnerIntents.pool, join })).status,
      ).toBe(200);
    expect((await request("/admin/settings", ops[1]!.cookie, { intent: leadOwnerIntents.pool })).status).toBe(
      200,
    );
    const rule = await request("/admin/settings", ops[0]!.cookie, {
      intent: leadOwnerIntents.rule,
      kind: "round_robin",
    });
    expect(rule.status).toBe(200);
    // Settings reads it back in one statement: the rule, the pool's size, and whether the viewer is in it.
    const viewer = (id: string) => ({ ...testAdmin, id });
    expect(await readSettingsScreen(t.services.db, viewer(ops[0]!.id))).toMatchObject({
      ownerRule: { kind: "round_robin" },
      pool: { inPool: true, poolSize: 2 },
    });
    expect((await readSettingsScreen(t.services.db, viewer(ops[1]!.id))).pool).toEqual({
      inPool: false,
      poolSize: 2,
    });
    const leads = await Promise.all(Array.from({ length: 8 }, apply));
    const rows = await t.services.db
      .select({ ownerId: consultations.ownerId })
      .from(consultations)
      .where(inArray(consultations.id, leads));
    const per = (id: string) => rows.filter((r) => r.ownerId === id).length;
    expect([per(ops[0]!.id), per(ops[2]!.id), per(ops[1]!.id)]).toEqual([4, 4, 0]);
  });
});
