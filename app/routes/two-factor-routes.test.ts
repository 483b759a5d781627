// Two-factor sign-in through the whole app, as a browser without JavaScript sends it (document POSTs):
// the code step of the admins' sign-in, the admin requirement sending an operator to enrol, and who
// may post the two-factor forms at all (decision 146).
import { describe, expect, it } from "vitest";
import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { browserRequest, cookieFrom, formPost } from "#tests/support/http.ts";
import { makeAdminActor, makeMemberActor, signedInMemberCookie } from "#tests/support/members.ts";
import { codeFor, enrolTwoFactor } from "#tests/support/two-factor.ts";

const PASSWORD = "operator-password-1";
const suite = appUnderTestForSuite();

const post = (path: string, fields: Record<string, string>, cookie = "") =>
  suite.app.request(formPost(path, fields, cookie));
const get = (path: string, cookie = "") => suite.app.request(browserRequest(path, { cookie }));

describe("the admins' sign-in with two-factor on", () => {
  it("asks for the code after the password, refuses a wrong one, and signs in with the right one", async () => {
    const admin: SessionUser = await makeAdminActor(suite.t.services);
    const { key } = await enrolTwoFactor(suite.t.services, admin, PASSWORD);

    const step1 = await post("/admin/login?redirectTo=%2Fadmin%2Ffaqs", {
      intent: "sign-in",
      email: admin.email,
      password: PASSWORD,
    });
    expect(step1.status).toBe(302);
    expect(step1.headers.get("location")).toBe("/admin/login?step=code&redirectTo=%2Fadmin%2Ffaqs");
    const pending = cookieFrom(step1.headers);
    expect(pending).not.toMatch(/session_token/);
    // The password alone opens no admin page.
    expect((await get("/admin/faqs", pending)).headers.get("location")).toMatch(/^\/admin\/login/);

    const page = await get("/admin/login?step=code", pending);
    expect(await page.text()).toContain("Authentication code");

    const wrong = await post(
      "/admin/login?step=code",
      { intent: "two-factor-code", code: codeFor(key) === "000000" ? "111111" : "000000" },
      pending,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code is not valid.");

    const right = await post(
      "/admin/login?step=code&redirectTo=%2Fadmin%2Ffaqs",
      { intent: "two-factor-code", code: codeFor(key) },
      pending,
    );
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin/faqs");
    const session = cookieFrom(right.headers);
    expect((await get("/admin/faqs", session)).status).toBe(200);
  });

  it("asks for the password again when the code comes without a pending sign-in", async () => {
    const response = await post("/admin/login?step=code", { intent: "two-factor-code", code: "123456" });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(twoFactorMessages.challengeExpired);
  });
});

describe("who may post the two-factor forms", () => {
  it("refuses signed-out visitors and members the admins' reset, Settings and Security", async () => {
    const colleague = await makeMemberActor(suite.t.services);
    await enrolTwoFactor(suite.t.services, colleague, colleague.password);
    const memberCookie = await signedInMemberCookie(
      suite.t.services,
      await makeMemberActor(suite.t.services),
    );
    for (const cookie of ["", memberCookie]) {
      const reset = await post("/admin/users", { intent: "reset-two-factor", id: colleague.id }, cookie);
      expect(reset.status).toBe(302);
      expect(reset.headers.get("location")).toMatch(/^\/admin\/login/);
      const setting = await post(
        "/admin/settings",
        { intent: "require-two-factor", requireAdminTwoFactor: "on" },
        cookie,
      );
      expect(setting.headers.get("location")).toMatch(/^\/admin\/login/);
      const security = await post(
        "/admin/security",
        { intent: "two-factor-start", id: colleague.id, password: colleague.password },
        cookie,
      );
      expect(security.headers.get("location")).toMatch(/^\/admin\/login/);
    }
    // Nothing changed: the colleague's two-factor is still on, and the requirement off.
    const signIn = await post("/members/login", {
      intent: "sign-in",
      email: colleague.email,
      password: colleague.password,
    });
    expect(signIn.headers.get("location")).toMatch(/step=code/);
    expect((await get("/admin/users", suite.adminCookie)).status).toBe(200);
  });

  it("acts on the signed-in account only: a form naming another account changes nothing", async () => {
    const admin = await makeAdminActor(suite.t.services);
    const other = await makeAdminActor(suite.t.services);
    const login = await post("/admin/login", { intent: "sign-in", email: admin.email, password: PASSWORD });
    const response = await post(
      "/admin/security",
      { intent: "two-factor-start", id: other.id, password: PASSWORD },
      cookieFrom(login.headers),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Account not found");
  });
});

describe("the admin requirement", () => {
  it("sends an admin without two-factor to enrol from every other page and action", async () => {
    const admin = await makeAdminActor(suite.t.services);
    const login = await post("/admin/login", { intent: "sign-in", email: admin.email, password: PASSWORD });
    const cookie = cookieFrom(login.headers);
    const saved = await post(
      "/admin/settings",
      { intent: "require-two-factor", requireAdminTwoFactor: "on" },
      cookie,
    );
    // Saved, and the page that would answer is already behind the requirement.
    expect(saved.headers.get("location")).toBe("/admin/security");
    try {
      for (const path of ["/admin", "/admin/users", "/admin/settings", "/admin/audit-log"])
        expect([path, (await get(path, cookie)).headers.get("location")]).toEqual([path, "/admin/security"]);
      const action = await post(
        "/admin/faqs",
        { intent: "create", question: "Q?", answer: "A.", displayOrder: "1" },
        cookie,
      );
      expect(action.headers.get("location")).toBe("/admin/security");
      const security = await get("/admin/security", cookie);
      expect(security.status).toBe(200);
      expect(await security.text()).toContain(twoFactorMessages.requiredNotice);
    } finally {
      // Back off for the suite's other tests: an enrolled admin turns it off.
      const chief = await makeAdminActor(suite.t.services);
      const { key } = await enrolTwoFactor(suite.t.services, chief, PASSWORD);
      const step1 = await post("/admin/login", { intent: "sign-in", email: chief.email, password: PASSWORD });
      const step2 = await post(
        "/admin/login?step=code",
        { intent: "two-factor-code", code: codeFor(key) },
        cookieFrom(step1.headers),
      );
      const off = await post("/admin/settings", { intent: "require-two-factor" }, cookieFrom(step2.headers));
      expect(off.status).toBe(200);
    }
  });
});
