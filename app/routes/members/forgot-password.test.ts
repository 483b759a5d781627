// Forgot password on /members/login: the admin login's reset for members (the same budgets, the same
// answer whether or not the address has an account), the link still to /reset-password, and after the
// reset the way back to the sign-in page that admits the account.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { verifications } from "#server/db/schema.ts";
import { readToast } from "#server/http/toast.ts";
import { formPost, runAction } from "#tests/support/actions.ts";
import { browserRequest, cookieFrom, pathOf } from "#tests/support/http.ts";
import { makeMemberActor } from "#tests/support/members.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { action as adminLoginAction } from "../admin/login.tsx";
import { action as resetPasswordAction, loader as resetPasswordLoader } from "../public/reset-password.tsx";
import { action as membersLoginAction, loader as membersLoginLoader } from "./login.tsx";

let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext();
  app = createApp({ services: t.services });
});
afterAll(() => t.close());

const forgot = (email: string, ip = "203.0.113.1") =>
  runAction(membersLoginAction, t.services, formPost("/members/login", { intent: "forgot", email }, { ip }));

const toastOf = async (headers: Headers) =>
  (await readToast(t.services.config, browserRequest("/members/login", { cookie: cookieFrom(headers) })))
    .toast;

const resetMails = async (email: string) =>
  (await readOutbox(t.dataDir, email)).filter((m) => m.kind === "password-reset");

/** The token the e-mailed link hands to /reset-password (better-auth checks it, then redirects). */
async function tokenFromLatestMail(email: string): Promise<string> {
  const link = (await resetMails(email)).at(-1)?.link;
  if (!link) throw new Error(`no password-reset mail to ${email}`);
  const landing = await app.request(browserRequest(pathOf(link)));
  const location = new URL(landing.headers.get("location")!, "http://localhost:3000");
  expect(location.pathname).toBe("/reset-password");
  return location.searchParams.get("token")!;
}

const resetWith = (token: string, password: string) =>
  runAction(
    resetPasswordAction,
    t.services,
    formPost("/reset-password", { token, password, confirmPassword: password }),
  );

describe("[MEMBER FORM] Forgot password on /members/login", () => {
  it("has its own mode on the page", async () => {
    const load = (query: string) =>
      runAction(membersLoginLoader, t.services, browserRequest(`/members/login${query}`, { method: "GET" }));
    expect((await load("?mode=forgot")).data).toMatchObject({ mode: "forgot" });
    expect((await load("")).data).toMatchObject({ mode: "signin" });
  });

  it("mails a link to /reset-password and returns to the sign-in with the spec's texts", async () => {
    const member = await makeMemberActor(t.services);
    const answer = await forgot(member.email);
    expect([answer.status, answer.location]).toEqual([302, "/members/login"]);
    expect(await toastOf(answer.headers)).toEqual({
      type: "success",
      title: "Reset link sent",
      description: "Check your email for password reset instructions.",
    });
    expect(await resetMails(member.email)).toHaveLength(1);
    expect(await tokenFromLatestMail(member.email)).toBeTruthy();
  });

  it("answers an unknown address exactly as a known one and sends nothing", async () => {
    const member = await makeMemberActor(t.services);
    const known = await forgot(member.email, "203.0.113.2");
    const unknown = await forgot("nobody-here@example.com", "203.0.113.2");
    expect([unknown.status, unknown.location]).toEqual([known.status, known.location]);
    expect(await toastOf(unknown.headers)).toEqual(await toastOf(known.headers));
    expect(await readOutbox(t.dataDir, "nobody-here@example.com")).toEqual([]);
  });

  it("refuses an address that is not one, beside the field", async () => {
    const answer = await forgot("not-an-address");
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, intent: "forgot", errors: { email: expect.any(String) } });
  });

  it("spends the admin reset's budget: five per address an hour, shared with the admin form, then 429", async () => {
    const member = await makeMemberActor(t.services);
    for (let i = 0; i < 3; i++) expect((await forgot(member.email, `198.51.100.${i + 1}`)).status).toBe(302);
    const viaAdminForm = (ip: string) =>
      runAction(
        adminLoginAction,
        t.services,
        formPost("/admin/login", { intent: "forgot", email: member.email }, { ip }),
      );
    for (let i = 0; i < 2; i++) expect((await viaAdminForm(`198.51.100.${i + 10}`)).status).toBe(302);
    const sixth = await forgot(member.email, "198.51.100.20");
    expect(sixth.status).toBe(429);
    expect(sixth.data).toMatchObject({
      ok: false,
      intent: "forgot",
      message: "Too many password reset requests. Please try again in 60 minutes.",
    });
    expect(await resetMails(member.email)).toHaveLength(5);
  });
});

describe("/reset-password leads back to the sign-in page that admits the account", () => {
  it("a member: the back link and the redirect after the reset go to /members/login", async () => {
    const member = await makeMemberActor(t.services);
    await forgot(member.email, "192.0.2.1");
    const token = await tokenFromLatestMail(member.email);
    const page = await runAction(
      resetPasswordLoader,
      t.services,
      browserRequest(`/reset-password?token=${token}`, { method: "GET" }),
    );
    expect(page.data).toEqual({ token, signIn: "/members/login" });

    const reset = await resetWith(token, "member-new-pass-1");
    expect([reset.status, reset.location]).toEqual([302, "/members/login"]);
    expect(await toastOf(reset.headers)).toMatchObject({ title: "Password updated" });
    // Signed in: a refusal would throw its DomainError.
    await expect(
      signIn(
        t.services,
        browserRequest("/members/login"),
        { email: member.email, password: "member-new-pass-1" },
        "member",
      ),
    ).resolves.toMatchObject({ userId: expect.any(String) });
  });

  it("an admin: the spec's /admin/login, as before", async () => {
    const email = "reset-admin@example.com";
    await createAccount(t.services.auth, t.services.db, {
      email,
      password: "operator-pass-1",
      role: "admin",
      emailVerified: true,
    });
    await runAction(
      adminLoginAction,
      t.services,
      formPost("/admin/login", { intent: "forgot", email }, { ip: "192.0.2.2" }),
    );
    const token = await tokenFromLatestMail(email);
    const page = await runAction(
      resetPasswordLoader,
      t.services,
      browserRequest(`/reset-password?token=${token}`, { method: "GET" }),
    );
    expect(page.data).toEqual({ token, signIn: "/admin/login" });
    expect((await resetWith(token, "operator-new-pass-1")).location).toBe("/admin/login");
  });

  it("an invalid link says so (Invalid reset link) and goes to the spec's /admin/login", async () => {
    for (const query of ["?token=not-a-real-token", "?error=INVALID_TOKEN", ""]) {
      const page = await runAction(
        resetPasswordLoader,
        t.services,
        browserRequest(`/reset-password${query}`, { method: "GET" }),
      );
      expect([query, page.status, page.location]).toEqual([query, 302, "/admin/login"]);
      expect(await toastOf(page.headers)).toEqual({
        type: "error",
        title: "Invalid reset link",
        description: "This reset link is invalid or has expired.",
      });
    }
  });

  it("an expired or spent member's link says so and goes to the members' sign-in", async () => {
    const member = await makeMemberActor(t.services);
    await forgot(member.email, "192.0.2.3");
    const token = await tokenFromLatestMail(member.email);
    await t.services.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const page = await runAction(
      resetPasswordLoader,
      t.services,
      browserRequest(`/reset-password?token=${token}`, { method: "GET" }),
    );
    expect([page.status, page.location]).toEqual([302, "/members/login"]);
    expect(await toastOf(page.headers)).toMatchObject({ title: "Invalid reset link" });
    // Submitted anyway (the page was open before it expired): the same answer.
    const reset = await resetWith(token, "member-new-pass-2");
    expect([reset.status, reset.location]).toEqual([302, "/members/login"]);
    expect(await toastOf(reset.headers)).toMatchObject({ title: "Invalid reset link" });
  });
});
