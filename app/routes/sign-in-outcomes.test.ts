// Both sign-in pages answer the same failure with the same status (decision 134), each in its own SPEC 8
// words: the other area's account 403, an unverified account 403, a role that cannot be read 500,
// anything unexpected 500, and a spent budget 429 with the wait in Retry-After. No session cookie on
// any of them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import type { Database } from "#server/db/client.ts";
import { sessions } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { formPost, runAction } from "#tests/support/actions.ts";
import { makeAdminActor, makeMemberActor } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { action as adminLoginAction } from "~/routes/admin/login.tsx";
import { action as membersLoginAction } from "~/routes/members/login.tsx";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const pages = {
  admin: { path: "/admin/login", action: adminLoginAction },
  member: { path: "/members/login", action: membersLoginAction },
} as const;

function signInOn(
  area: keyof typeof pages,
  credentials: { email: string; password: string },
  services: Services = t.services,
  ip = "203.0.113.1",
) {
  const { path, action } = pages[area];
  return runAction(action, services, formPost(path, { intent: "sign-in", ...credentials }, { ip }));
}

/** The same services, but every read through our own database handle fails (the role lookup's). */
const roleLookupFails = (): Services => ({
  ...t.services,
  db: new Proxy(t.services.db, {
    get: (target, property, receiver) =>
      property === "select"
        ? () => {
            throw new Error("role lookup failed (test)");
          }
        : Reflect.get(target, property, receiver),
  }) as Database,
});

/** The same services, but the auth server fails in a way nobody planned for. */
const authFails = (): Services => {
  const api = new Proxy(t.services.auth.api, {
    get: (target, property, receiver) =>
      property === "signInEmail"
        ? () => Promise.reject(new Error("auth store failed (test)"))
        : Reflect.get(target, property, receiver),
  });
  const auth = new Proxy(t.services.auth, {
    get: (target, property, receiver) => (property === "api" ? api : Reflect.get(target, property, receiver)),
  });
  return { ...t.services, auth };
};

const sessionsOf = (userId: string) => t.services.db.$count(sessions, eq(sessions.userId, userId));

describe("the same failure, the same status on both sign-in pages", () => {
  it("refuses the other area's account with 403, in each page's own words, and ends its session", async () => {
    const member = await makeMemberActor(t.services);
    const operator = await makeAdminActor(t.services);
    const memberAtAdmin = await signInOn("admin", member);
    const operatorAtPortal = await signInOn("member", {
      email: operator.email,
      password: "operator-password-1",
    });
    expect([memberAtAdmin.status, memberAtAdmin.data.message]).toEqual([
      403,
      "Access denied. This area is for administrators only.",
    ]);
    expect([operatorAtPortal.status, operatorAtPortal.data.message]).toEqual([
      403,
      "Access denied. This portal is for members only.",
    ]);
    for (const answer of [memberAtAdmin, operatorAtPortal])
      expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await sessionsOf(member.id)).toBe(0);
    expect(await sessionsOf(operator.id)).toBe(0);
  });

  it("refuses an unverified account with 403: the server's message, the members' own text", async () => {
    const unverified = { email: "not.yet@example.com", password: "not-yet-verified-1" };
    await createAccount(t.services.auth, t.services.db, {
      ...unverified,
      role: "member",
      emailVerified: false,
    });
    const admin = await signInOn("admin", unverified);
    const member = await signInOn("member", unverified);
    expect(admin.status).toBe(403);
    expect(admin.data.message).toMatch(/not verified/i);
    expect(member.status).toBe(403);
    expect(member.data).toMatchObject({
      ok: false,
      intent: "sign-in",
      message: "Please verify your email address before signing in. Check your inbox for the link.",
      unverifiedEmail: unverified.email,
      values: { email: unverified.email },
    });
  });

  it("answers a role that cannot be read with 500 on both pages, letting nobody in", async () => {
    const member = await makeMemberActor(t.services);
    const operator = await makeAdminActor(t.services);
    const admin = await signInOn(
      "admin",
      { email: operator.email, password: "operator-password-1" },
      roleLookupFails(),
    );
    const portal = await signInOn("member", member, roleLookupFails());
    expect([admin.status, admin.data.message]).toEqual([500, "An unexpected error occurred."]);
    expect([portal.status, portal.data.message]).toEqual([500, "Unable to verify user permissions."]);
    expect(admin.headers.get("set-cookie")).toBeNull();
    expect(await sessionsOf(operator.id)).toBe(0);
    expect(await sessionsOf(member.id)).toBe(0);
  });

  it("answers an unexpected failure with 500 on both pages, in each page's words", async () => {
    const credentials = { email: "anyone@example.com", password: "any-password-1" };
    const admin = await signInOn("admin", credentials, authFails());
    const portal = await signInOn("member", credentials, authFails());
    expect([admin.status, admin.data.message]).toEqual([500, "An unexpected error occurred."]);
    expect([portal.status, portal.data.message]).toEqual([
      500,
      "An unexpected error occurred. Please try again.",
    ]);
  });

  it("answers a spent budget with 429 and the wait in Retry-After on both pages", async () => {
    const member = await makeMemberActor(t.services);
    for (let i = 0; i < 10; i++)
      await signInOn(
        "member",
        { email: member.email, password: `wrong-${i}` },
        t.services,
        `198.51.100.${i + 1}`,
      );
    for (const area of ["admin", "member"] as const) {
      const refused = await signInOn(area, member, t.services, "198.51.100.99");
      expect([area, refused.status]).toEqual([area, 429]);
      expect(refused.data.message).toMatch(/^Too many sign-in attempts/);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("names an intent no form posts as such, on both pages", async () => {
    for (const { path, action } of Object.values(pages)) {
      const answer = await runAction(action, t.services, formPost(path, { intent: "sign-in-please" }));
      expect([path, answer.status, answer.data.message]).toEqual([path, 400, "Unknown action"]);
    }
  });
});
