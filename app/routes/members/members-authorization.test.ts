// A member only ever reads and writes their own rows, whatever they send: through every members page,
// its `.data` answer (what client navigations fetch), every action, and ids or member ids slipped into
// the query or the form. Operators and strangers are turned away from the members' loaders and actions,
// members from the operators'. Through the real app: Hono in front of React Router's handler.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { profiles, memberProgramRegistrations as registrations } from "#server/db/schema.ts";
import { registerForProgram } from "#server/members/registrations/register-for-program.ts";
import { approveRegistration } from "#server/members/registrations/registration-decision.ts";
import { setRegistrationProgress } from "#server/members/registrations/registration-progress.ts";
import { makeProgram } from "#server/seed/factories.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { browserRequest, TEST_ORIGIN } from "#tests/support/http.ts";
import {
  makeAdminActor,
  makeMemberActor,
  signedInMemberCookie,
  type TestMember,
} from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let under: AppUnderTest;
let alice: TestMember;
let bob: TestMember;
let bobCookie: string;
let adminCookie: string;
let aliceRegistration: string;
let aliceActiveRegistration: string;
let program: { id: string; name: string };

beforeAll(async () => {
  t = await createTestContext();
  under = await createAppUnderTest(t.services);
  alice = await makeMemberActor(t.services, {
    firstName: "Alicewhite",
    lastName: "Privaterow",
    phone: "+44 7700 900111",
  });
  bob = await makeMemberActor(t.services, { firstName: "Bobgrey", lastName: "Curious" });
  bobCookie = await signedInMemberCookie(t.services, bob);
  adminCookie = await signedInAdminCookie(t.services);
  program = await makeProgram(t.services.db);
  aliceRegistration = (await registerForProgram(t.services.db, alice, program.id)).id;
  // An active one too, which Complete and Set progress would change.
  const underway = await makeProgram(t.services.db);
  aliceActiveRegistration = (await registerForProgram(t.services.db, alice, underway.id)).id;
  await approveRegistration(t.services, await makeAdminActor(t.services), aliceActiveRegistration);
  await setRegistrationProgress(t.services, await makeAdminActor(t.services), aliceActiveRegistration, 30);
}, 60_000);
afterAll(async () => {
  await under?.close();
  await t?.close();
});

const get = async (path: string, cookie?: string) => {
  const response = await under.app.request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, text: await response.text(), location: response.headers.get("location") };
};
const post = async (path: string, fields: Record<string, string>, cookie?: string) => {
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    "content-type": "application/x-www-form-urlencoded",
  };
  if (cookie) headers.cookie = cookie;
  const response = await under.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
  return { status: response.status, text: await response.text(), location: response.headers.get("location") };
};

/** A redirect, whether a document's 302 or a `.data` request's encoded single-fetch redirect. */
const redirectsTo = (answer: { status: number; text: string; location: string | null }, login: string) =>
  (answer.status === 302 && answer.location?.startsWith(login)) ||
  (answer.status === 202 && answer.text.includes(`"redirect","${login}`));

const aliceTraces = () => [
  alice.email,
  alice.firstName!,
  alice.lastName!,
  "+44 7700 900111",
  aliceRegistration,
];

const memberPages = [
  "/members",
  "/members/programs",
  "/members/available-programs",
  "/members/achievements",
  "/members/profile",
  "/members/settings",
];

describe("a member reading", () => {
  it.each(memberPages)(
    "%s (page and .data) shows only their own rows, whatever ids they add",
    async (path) => {
      const tampered = `?memberId=${alice.id}&id=${alice.id}&userId=${alice.id}`;
      for (const url of [
        path,
        `${path === "/members" ? "/members/_index" : path}.data`,
        `${path}${tampered}`,
      ]) {
        const dataUrl = url.includes("_index.data") ? "/members.data" : url;
        const { status, text } = await get(dataUrl, bobCookie);
        expect([dataUrl, status]).toEqual([dataUrl, 200]);
        for (const trace of aliceTraces()) expect(text, `${dataUrl} leaked ${trace}`).not.toContain(trace);
      }
      expect((await get(path, bobCookie)).text).toContain("Bobgrey");
    },
  );
});

describe("a member writing", () => {
  it("registers themselves, never the member id they send, through the page and its .data action", async () => {
    const answer = await post(
      "/members/available-programs",
      { intent: "register", id: program.id, memberId: alice.id, member_id: alice.id },
      bobCookie,
    );
    expect(answer.status).toBe(200);
    const rows = await t.services.db
      .select({ memberId: registrations.memberId })
      .from(registrations)
      .where(eq(registrations.programId, program.id));
    expect(rows.map((r) => r.memberId).sort()).toEqual([alice.id, bob.id].sort());

    // What a hydrated page posts: the same action through `.data`.
    const other = await makeProgram(t.services.db);
    const viaData = await post(
      "/members/available-programs.data",
      { intent: "register", id: other.id, memberId: alice.id, member_id: alice.id },
      bobCookie,
    );
    expect(viaData.status).toBe(200);
    const viaDataRows = await t.services.db
      .select({ memberId: registrations.memberId })
      .from(registrations)
      .where(eq(registrations.programId, other.id));
    expect(viaDataRows.map((r) => r.memberId)).toEqual([bob.id]);
  });

  it("edits their own profile only, through the page and its .data action", async () => {
    for (const path of ["/members/profile", "/members/profile.data"]) {
      const answer = await post(
        path,
        {
          intent: "update-profile",
          firstName: "Hijacked",
          lastName: "Name",
          id: alice.id,
          memberId: alice.id,
        },
        bobCookie,
      );
      expect([path, answer.status]).toEqual([path, 200]);
    }
    const [aliceRow] = await t.services.db.select().from(profiles).where(eq(profiles.id, alice.id));
    const [bobRow] = await t.services.db.select().from(profiles).where(eq(profiles.id, bob.id));
    expect(aliceRow).toMatchObject({ firstName: "Alicewhite", lastName: "Privaterow" });
    expect(bobRow).toMatchObject({ firstName: "Hijacked", lastName: "Name" });
  });

  it("changes their own password only", async () => {
    const answer = await post(
      "/members/profile",
      {
        intent: "change-password",
        newPassword: "bobs-new-pass-1",
        confirmPassword: "bobs-new-pass-1",
        id: alice.id,
      },
      bobCookie,
    );
    expect(answer.status).toBe(200);
    await expect(signedInMemberCookie(t.services, alice)).resolves.toBeTruthy();
    await expect(
      signedInMemberCookie(t.services, { ...bob, password: "bobs-new-pass-1" }),
    ).resolves.toBeTruthy();
  });

  it("cannot reach the operators' registrations, to read or to change any of them", async () => {
    expect(redirectsTo(await get("/admin/member-registrations", bobCookie), "/admin/login")).toBe(true);
    expect(redirectsTo(await get("/admin/member-registrations.data", bobCookie), "/admin/login")).toBe(true);
    const attempts: { intent: string; [field: string]: string }[] = [
      { intent: "approve", id: aliceRegistration },
      { intent: "reject", id: aliceRegistration },
      { intent: "complete", id: aliceActiveRegistration },
      { intent: "set-progress", id: aliceActiveRegistration, progressPercentage: "100" },
    ];
    for (const path of ["/admin/member-registrations", "/admin/member-registrations.data"]) {
      for (const fields of attempts) {
        const answer = await post(path, fields, bobCookie);
        expect([path, fields.intent, redirectsTo(answer, "/admin/login")]).toEqual([
          path,
          fields.intent,
          true,
        ]);
      }
    }
    const status = async (id: string) =>
      (await t.services.db.select().from(registrations).where(eq(registrations.id, id)))[0];
    expect(await status(aliceRegistration)).toMatchObject({ status: "pending" });
    expect(await status(aliceActiveRegistration)).toMatchObject({ status: "active", progressPercentage: 30 });
  });
});

describe("anyone else", () => {
  it.each(memberPages)("signed out or an operator, is sent to the members sign-in from %s", async (path) => {
    const dataPath = path === "/members" ? "/members.data" : `${path}.data`;
    for (const cookie of [undefined, adminCookie]) {
      expect(redirectsTo(await get(path, cookie), "/members/login")).toBe(true);
      expect(redirectsTo(await get(dataPath, cookie), "/members/login")).toBe(true);
    }
  });

  it("signed out or an operator, cannot register, edit a profile or change a password, page or .data", async () => {
    const other = await makeProgram(t.services.db);
    const writes: { path: string; fields: { intent: string; [field: string]: string } }[] = [
      { path: "/members/available-programs", fields: { intent: "register", id: other.id } },
      {
        path: "/members/profile",
        fields: { intent: "update-profile", firstName: "Hijacker", lastName: "Operator" },
      },
      {
        path: "/members/profile",
        fields: {
          intent: "change-password",
          newPassword: "taken-over-pass-1",
          confirmPassword: "taken-over-pass-1",
        },
      },
    ];
    for (const [who, cookie] of [
      ["signed out", undefined],
      ["operator", adminCookie],
    ] as const) {
      for (const { path, fields } of writes) {
        for (const url of [path, `${path}.data`]) {
          const answer = await post(url, fields, cookie);
          expect([who, url, fields.intent, redirectsTo(answer, "/members/login")]).toEqual([
            who,
            url,
            fields.intent,
            true,
          ]);
        }
      }
    }
    expect(await t.services.db.$count(registrations, and(eq(registrations.programId, other.id)))).toBe(0);
    expect(await t.services.db.$count(profiles, eq(profiles.firstName, "Hijacker"))).toBe(0);
    // The operator's password is untouched: the one they had still signs them in.
    // Signed in: a refusal would throw its DomainError.
    await expect(
      signIn(
        t.services,
        browserRequest("/admin/login"),
        { email: "operator@example.com", password: "operator-password-1" },
        "admin",
      ),
    ).resolves.toMatchObject({ userId: expect.any(String) });
  });
});
