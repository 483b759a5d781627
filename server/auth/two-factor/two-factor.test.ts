// Two-factor sign-in's server side (decision 146), on PGlite and on PostgreSQL (TEST_DATABASE_URL):
// enrolment, the code step of sign-in, recovery codes once, the attempt budget, turning off, an
// admin's reset of a colleague's, and the admin requirement in the guard.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throttleMessages } from "#core/auth/auth-messages.ts";
import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import { requireAdmin } from "#server/auth/guards/guards.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { signIn, verifySignInCode } from "#server/auth/sign-in/sign-in.ts";
import { auditEvents, profiles, twoFactors } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { browserRequest, cookieFrom } from "#tests/support/http.ts";
import { makeAdminActor, makeMemberActor, type TestMember } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { codeFor, enrolTwoFactor } from "#tests/support/two-factor.ts";
import { disableOwnTwoFactor, resetTwoFactor } from "./disable-two-factor.ts";
import { confirmTwoFactorEnrolment, startTwoFactorEnrolment } from "./enrol-two-factor.ts";
import { readTwoFactorRequirement, setTwoFactorRequirement } from "./two-factor-requirement.ts";
import { getTwoFactorState } from "./two-factor-state.ts";

const PASSWORD = "operator-password-1";
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A DomainError's code and message, or what else was thrown. */
async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

const auditRowsFor = (entityId: string) =>
  t.services.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityId, entityId))
    .orderBy(auditEvents.occurredAt);

/** The password step: the pending sign-in's cookie (no session yet). */
async function passwordStep(
  user: { email: string },
  password = PASSWORD,
  area: "admin" | "member" = "admin",
) {
  const result = await signIn(
    t.services,
    browserRequest(`/${area}/login`),
    { email: user.email, password },
    area,
  );
  expect(result.codeRequired).toBe(true);
  return cookieFrom(result.headers);
}

const codeStep = (cookie: string, code: string, area: "admin" | "member" = "admin") =>
  verifySignInCode(t.services, browserRequest(`/${area}/login`, { method: "POST", cookie }), code, area);

async function signedInCookie(user: SessionUser, password = PASSWORD) {
  const signedIn = await signIn(
    t.services,
    browserRequest("/admin/login"),
    { email: user.email, password },
    user.role,
  );
  return cookieFrom(signedIn.headers);
}

describe("enrolment", () => {
  it("asks for the password, shows the key and QR code, and is on only after a right first code", async () => {
    const admin = await makeAdminActor(t.services);
    const request = browserRequest("/admin/security", { cookie: await signedInCookie(admin) });

    expect(await refusal(startTwoFactorEnrolment(t.services, request, admin, "wrong-password-1"))).toEqual({
      code: "invalid",
      message: twoFactorMessages.wrongPassword,
    });
    expect(await getTwoFactorState(t.services, admin)).toEqual({ state: "off" });

    await startTwoFactorEnrolment(t.services, request, admin, PASSWORD);
    const pending = await getTwoFactorState(t.services, admin);
    if (pending.state !== "pending") throw new Error(pending.state);
    expect(pending.secret).toMatch(/^[A-Z2-7]{40,}$/);
    expect(pending.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);

    const wrong = codeFor(pending.secret) === "000000" ? "111111" : "000000";
    expect(await refusal(confirmTwoFactorEnrolment(t.services, admin, wrong))).toEqual({
      code: "invalid",
      message: twoFactorMessages.invalidEnrolmentCode,
    });
    expect((await getTwoFactorState(t.services, admin)).state).toBe("pending");
    expect((await auditRowsFor(admin.id)).filter((r) => r.entity === "two_factor")).toEqual([]);

    const { recoveryCodes } = await confirmTwoFactorEnrolment(t.services, admin, codeFor(pending.secret));
    expect(recoveryCodes).toHaveLength(10);
    expect(await getTwoFactorState(t.services, admin)).toEqual({ state: "on", recoveryCodesLeft: 10 });
    const [profile] = await t.services.db.select().from(profiles).where(eq(profiles.id, admin.id));
    expect(profile!.twoFactorEnabled).toBe(true);

    const rows = (await auditRowsFor(admin.id)).filter((r) => r.entity === "two_factor");
    expect(rows.map((r) => [r.action, r.entity, r.actorId])).toEqual([["enable", "two_factor", admin.id]]);
    // The audit row holds neither the key nor a recovery code.
    const [stored] = await t.services.db.select().from(twoFactors).where(eq(twoFactors.userId, admin.id));
    const row = JSON.stringify(rows);
    for (const secret of [pending.secret, stored!.secret, stored!.backupCodes, ...recoveryCodes])
      expect(row).not.toContain(secret);

    expect(await refusal(startTwoFactorEnrolment(t.services, request, admin, PASSWORD))).toEqual({
      code: "conflict",
      message: twoFactorMessages.alreadyOn,
    });
  });
});

describe("signing in with two-factor on", () => {
  let admin: SessionUser;
  let key: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    admin = await makeAdminActor(t.services);
    ({ key, recoveryCodes } = await enrolTwoFactor(t.services, admin, PASSWORD));
  });

  it("opens no session with the password alone, then one with the right code", async () => {
    const result = await signIn(
      t.services,
      browserRequest("/admin/login"),
      { email: admin.email, password: PASSWORD },
      "admin",
    );
    expect(result).toMatchObject({ codeRequired: true, userId: admin.id });
    const pending = cookieFrom(result.headers);
    expect(pending).toMatch(/two_factor=/);
    expect(pending).not.toMatch(/session_token=/);
    // The pending sign-in's cookie is no session.
    expect(await t.services.auth.api.getSession({ headers: new Headers({ cookie: pending }) })).toBeNull();

    const before = (await auditRowsFor(admin.id)).length;
    const wrong = codeFor(key) === "000000" ? "111111" : "000000";
    expect(await refusal(codeStep(pending, wrong))).toEqual({
      code: "invalid",
      message: twoFactorMessages.invalidCode,
    });

    const signedIn = await codeStep(pending, codeFor(key));
    const session = await t.services.auth.api.getSession({
      headers: new Headers({ cookie: cookieFrom(signedIn.headers) }),
    });
    expect(session?.user.id).toBe(admin.id);
    // The wrong code is on the trail against the account, then the sign-in.
    const added = (await auditRowsFor(admin.id)).slice(before);
    expect(added.map((r) => [r.action, r.entity, r.after])).toEqual([
      ["sign_in_failed", "session", { reason: "invalid_code" }],
      ["sign_in", "session", null],
    ]);
  });

  it("takes each recovery code once", async () => {
    const code = recoveryCodes[0]!;
    const signedIn = await codeStep(await passwordStep(admin), code);
    expect(cookieFrom(signedIn.headers)).toMatch(/session_token=/);
    expect(await refusal(codeStep(await passwordStep(admin), code))).toEqual({
      code: "invalid",
      message: twoFactorMessages.invalidCode,
    });
    expect(await getTwoFactorState(t.services, admin)).toEqual({ state: "on", recoveryCodesLeft: 9 });
  });

  it("refuses a member's account at the admins' sign-in before asking for a code", async () => {
    const member = await makeMemberActor(t.services);
    await enrolTwoFactor(t.services, member, member.password);
    const result = await refusal(
      signIn(
        t.services,
        browserRequest("/admin/login"),
        { email: member.email, password: member.password },
        "admin",
      ),
    );
    expect(result.code).toBe("wrong_role");
    // At the members' own sign-in the code is asked for.
    await passwordStep(member, member.password, "member");
  });

  it("asks for the password again once a pending sign-in is gone", async () => {
    expect(await refusal(codeStep("", codeFor(key)))).toEqual({
      code: "conflict",
      message: twoFactorMessages.challengeExpired,
    });
  });
});

describe("the code attempt budget", () => {
  it("refuses even the right code after 10 wrong ones for the account, whatever the challenges", async () => {
    const admin = await makeAdminActor(t.services);
    const { key } = await enrolTwoFactor(t.services, admin, PASSWORD);
    const wrong = () => (codeFor(key) === "000000" ? "111111" : "000000");
    let cookie = await passwordStep(admin);
    for (let attempt = 1; attempt <= 10; attempt++) {
      // better-auth ends a challenge after 5 wrong codes: the password again for the next one.
      if (attempt === 6) cookie = await passwordStep(admin);
      expect((await refusal(codeStep(cookie, wrong()))).code).toBe("invalid");
    }
    const fresh = await passwordStep(admin);
    const refused = await refusal(codeStep(fresh, codeFor(key)));
    expect(refused).toEqual({ code: "rate_limited", message: throttleMessages.twoFactor(15) });
  });
});

describe("turning it off and resetting it", () => {
  it("turns one's own off with the password only, audited", async () => {
    const member: TestMember = await makeMemberActor(t.services);
    await enrolTwoFactor(t.services, member, member.password);
    expect(await refusal(disableOwnTwoFactor(t.services, member, "wrong-password-1"))).toEqual({
      code: "invalid",
      message: twoFactorMessages.wrongPassword,
    });
    expect((await getTwoFactorState(t.services, member)).state).toBe("on");
    await disableOwnTwoFactor(t.services, member, member.password);
    expect(await getTwoFactorState(t.services, member)).toEqual({ state: "off" });
    const rows = await auditRowsFor(member.id);
    expect(rows.filter((r) => r.entity === "two_factor").map((r) => r.action)).toEqual(["enable", "disable"]);
    // Signing in takes the password alone again.
    const again = await signIn(t.services, browserRequest("/members/login"), member, "member");
    expect(again.codeRequired).toBeUndefined();
  });

  it("lets an admin reset a colleague's, audited in the same change; nobody else", async () => {
    const chief = await makeAdminActor(t.services);
    const colleague = await makeAdminActor(t.services);
    await enrolTwoFactor(t.services, colleague, PASSWORD);
    const member = await makeMemberActor(t.services);

    expect(await refusal(resetTwoFactor(t.services, member, colleague.id))).toMatchObject({
      code: "forbidden",
    });
    expect(await refusal(resetTwoFactor(t.services, colleague, colleague.id))).toEqual({
      code: "conflict",
      message: twoFactorMessages.resetSelf,
    });
    expect((await getTwoFactorState(t.services, colleague)).state).toBe("on");

    expect(await resetTwoFactor(t.services, chief, colleague.id)).toEqual({ email: colleague.email });
    expect(await getTwoFactorState(t.services, colleague)).toEqual({ state: "off" });
    const [row] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, colleague.id), eq(auditEvents.action, "reset")));
    expect(row).toMatchObject({
      actorId: chief.id,
      entity: "two_factor",
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
    expect(await refusal(resetTwoFactor(t.services, chief, colleague.id))).toEqual({
      code: "conflict",
      message: twoFactorMessages.notOn,
    });
    expect(await refusal(resetTwoFactor(t.services, chief, "00000000-0000-4000-8000-000000000000"))).toEqual({
      code: "not_found",
      message: "User not found",
    });
  });
});

describe("the admin requirement", () => {
  it("is off by default; the Settings switch turns it on, audited; only admins may", async () => {
    const chief = await makeAdminActor(t.services);
    const member = await makeMemberActor(t.services);
    expect(await readTwoFactorRequirement(t.services)).toEqual({ required: false, source: "settings" });
    expect((await refusal(setTwoFactorRequirement(t.services, member, true))).code).toBe("forbidden");

    await setTwoFactorRequirement(t.services, chief, true);
    expect(await readTwoFactorRequirement(t.services)).toEqual({ required: true, source: "settings" });
    const [row] = await auditRowsFor("requireAdminTwoFactor");
    expect(row).toMatchObject({
      action: "update",
      entity: "setting",
      actorId: chief.id,
      before: { requireAdminTwoFactor: false },
      after: { requireAdminTwoFactor: true },
    });

    // An admin without two-factor is sent to enrol from every admin page and action, but the enrol
    // page and signing out; an admin with it passes.
    const cookie = await signedInCookie(chief);
    const guard = (path: string, method = "GET") =>
      requireAdmin(t.services, browserRequest(path, { method, cookie })).then(
        () => "passes",
        (thrown: Response) => thrown.headers.get("location"),
      );
    expect(await guard("/admin/users")).toBe("/admin/security");
    expect(await guard("/admin/users.data")).toBe("/admin/security");
    expect(await guard("/admin/faqs", "POST")).toBe("/admin/security");
    expect(await guard("/admin/settings", "POST")).toBe("/admin/security");
    expect(await guard("/admin/security")).toBe("passes");
    expect(await guard("/admin/logout", "POST")).toBe("passes");

    const { key } = await enrolTwoFactor(t.services, chief, PASSWORD);
    const signedIn = await codeStep(await passwordStep(chief), codeFor(key));
    const enrolled = cookieFrom(signedIn.headers);
    await expect(
      requireAdmin(t.services, browserRequest("/admin/users", { cookie: enrolled })),
    ).resolves.toMatchObject({
      id: chief.id,
      twoFactorEnabled: true,
    });

    await setTwoFactorRequirement(t.services, chief, false);
    expect(await guard("/admin/users")).toBe("passes");
  });

  it("follows REQUIRE_ADMIN_TWO_FACTOR when set, and the screen cannot change it", async () => {
    const chief = await makeAdminActor(t.services);
    const services = { ...t.services, config: { ...t.services.config, requireAdminTwoFactor: true } };
    expect(await readTwoFactorRequirement(services)).toEqual({ required: true, source: "environment" });
    expect(await refusal(setTwoFactorRequirement(services, chief, false))).toEqual({
      code: "conflict",
      message: twoFactorMessages.requirementFromEnvironment,
    });
    const off = { ...t.services, config: { ...t.services.config, requireAdminTwoFactor: false } };
    expect(await readTwoFactorRequirement(off)).toEqual({ required: false, source: "environment" });
  });
});
