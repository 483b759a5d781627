import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import { getSessionUser } from "#server/auth/guards/guards.ts";
import { requestPasswordReset, resetPassword } from "#server/auth/passwords/password-reset.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { resendVerification, signUpMember } from "#server/auth/sign-in/sign-up-member.ts";
import type { Database } from "#server/db/client.ts";
import { profiles, sessions } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { formPost, runAction } from "#tests/support/actions.ts";
import { browserRequest, cookieFrom, pathOf } from "#tests/support/http.ts";
import { makeMemberActor } from "#tests/support/members.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { action as membersLoginAction } from "~/routes/members/login.tsx";

let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext();
  app = createApp({ services: t.services });
});
afterAll(() => t.close());

const member = {
  email: "new.member@example.com",
  firstName: "Nora",
  lastName: "Vale",
  password: "correct-horse-1",
};

async function lastLinkTo(email: string, kind: string): Promise<string> {
  const messages = (await readOutbox(t.dataDir, email)).filter((m) => m.kind === kind);
  const link = messages.at(-1)?.link;
  if (!link) throw new Error(`no ${kind} mail to ${email}`);
  return link;
}

describe("member sign-up, verification and sign-in over HTTP", () => {
  it("signs up, is told to verify, can have the e-mail again, verifies by the link, then signs in", async () => {
    await expect(
      signUpMember(t.services, browserRequest("/members/login"), {
        ...member,
        confirmPassword: member.password,
      }),
    ).resolves.toBeUndefined();
    expect(await readOutbox(t.dataDir, member.email)).toHaveLength(1);

    const early = signIn(t.services, browserRequest("/members/login"), member, "member");
    await expect(early).rejects.toMatchObject({ code: "unverified" });

    await resendVerification(t.services, browserRequest("/members/login"), member.email);
    expect(
      (await readOutbox(t.dataDir, member.email)).filter((m) => m.kind === "email-verification"),
    ).toHaveLength(2);

    const verify = await app.request(
      browserRequest(pathOf(await lastLinkTo(member.email, "email-verification"))),
    );
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toContain("/members/login?verified=1");
    const [row] = await t.services.db.select().from(profiles).where(eq(profiles.email, member.email));
    expect(row?.emailVerified).toBe(true);
    expect(row?.firstName).toBe("Nora");

    const result = await signIn(t.services, browserRequest("/members/login"), member, "member");
    const user = await getSessionUser(
      t.services,
      browserRequest("/members", { cookie: cookieFrom(result.headers) }),
    );
    expect(user).toMatchObject({ email: member.email, role: "member", firstName: "Nora" });
  });

  it("refuses a wrong password with the server's message and no session", async () => {
    const result = signIn(
      t.services,
      browserRequest("/members/login"),
      { ...member, password: "wrong-password" },
      "member",
    );
    await expect(result).rejects.toMatchObject({
      code: "invalid",
      message: expect.stringMatching(/invalid email or password/i),
    });
  });

  it("keeps an admin out of the members portal and a member out of the admin area, revoking the session", async () => {
    await createAccount(t.services.auth, t.services.db, {
      email: "ops@example.com",
      password: "operator-pass-1",
      role: "admin",
      emailVerified: true,
    });
    const adminInPortal = signIn(
      t.services,
      browserRequest("/members/login"),
      { email: "ops@example.com", password: "operator-pass-1" },
      "member",
    );
    await expect(adminInPortal).rejects.toMatchObject({ code: "wrong_role" });
    const memberInAdmin = signIn(t.services, browserRequest("/admin/login"), member, "admin");
    await expect(memberInAdmin).rejects.toMatchObject({ code: "wrong_role" });
  });
});

describe("member sign-in when the role cannot be looked up", () => {
  /** The same services, but every read through our own database handle fails (the role lookup's). */
  const roleLookupFails = (): Services => ({
    ...t.services,
    db: new Proxy(t.services.db, {
      get(target, property, receiver) {
        if (property === "select")
          return () => {
            throw new Error("role lookup failed (test)");
          };
        return Reflect.get(target, property, receiver);
      },
    }) as Database,
  });
  const sessionsOf = (userId: string) => t.services.db.$count(sessions, eq(sessions.userId, userId));

  it("ends the session it just made and says so, never letting the member in on a guess", async () => {
    const someone = await makeMemberActor(t.services);
    const result = signIn(roleLookupFails(), browserRequest("/members/login"), someone, "member");
    await expect(result).rejects.toMatchObject({
      code: "role_check_failed",
      message: "Unable to verify user permissions.",
    });
    expect(await sessionsOf(someone.id)).toBe(0);
  });

  it("[MEMBER FORM] shows the spec's 'Unable to verify user permissions.' and sets no session cookie", async () => {
    const someone = await makeMemberActor(t.services);
    const answer = await runAction(
      membersLoginAction,
      roleLookupFails(),
      formPost("/members/login", { intent: "sign-in", email: someone.email, password: someone.password }),
    );
    expect(answer.status).toBe(500);
    expect(answer.data).toMatchObject({
      ok: false,
      intent: "sign-in",
      message: "Unable to verify user permissions.",
    });
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await sessionsOf(someone.id)).toBe(0);
    // Once the lookup works again, the same member signs in.
    const again = await runAction(
      membersLoginAction,
      t.services,
      formPost("/members/login", { intent: "sign-in", email: someone.email, password: someone.password }),
    );
    expect([again.status, again.location]).toEqual([302, "/members"]);
  });
});

describe("password reset over HTTP", () => {
  it("mails a link to /reset-password, sets the new password and revokes existing sessions", async () => {
    const before = await signIn(t.services, browserRequest("/members/login"), member, "member");
    const oldCookie = cookieFrom(before.headers);

    await requestPasswordReset(t.services, browserRequest("/admin/login"), member.email);
    const link = await lastLinkTo(member.email, "password-reset");
    const landing = await app.request(browserRequest(pathOf(link)));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();

    await expect(
      resetPassword(t.services, { token: token!, password: "brand-new-pass" }),
    ).resolves.toBeUndefined();
    expect(await getSessionUser(t.services, browserRequest("/members", { cookie: oldCookie }))).toBeNull();
    await expect(
      signIn(t.services, browserRequest("/members/login"), member, "member"),
    ).rejects.toMatchObject({
      code: "invalid",
    });
    const after = signIn(
      t.services,
      browserRequest("/members/login"),
      { ...member, password: "brand-new-pass" },
      "member",
    );
    await expect(after).resolves.toMatchObject({ userId: expect.any(String) });

    // The link is single-use.
    await expect(
      resetPassword(t.services, { token: token!, password: "another-pass" }),
    ).rejects.toMatchObject({
      code: "not_found",
      message: "This reset link is invalid or has expired.",
    });
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    await requestPasswordReset(t.services, browserRequest("/admin/login"), "nobody@example.com");
    expect(await readOutbox(t.dataDir, "nobody@example.com")).toHaveLength(0);
  });
});
