import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownPasswordMessages } from "#core/auth/auth-messages.ts";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import { getSessionUser } from "#server/auth/guards/guards.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { auditEvents } from "#server/db/schema.ts";
import { browserRequest, cookieFrom } from "#tests/support/http.ts";
import { makeMemberActor } from "#tests/support/members.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { changeAdminPassword } from "./change-admin-password.ts";
import { changeOwnPassword } from "./change-password.ts";
import { OWN_PASSWORD_CHECKS } from "./check-own-password.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const credentials = { email: "changer@example.com", password: "old-password-1" };

async function session(password: string) {
  const result = await signIn(
    t.services,
    browserRequest("/members/login"),
    { ...credentials, password },
    "member",
  );
  return cookieFrom(result.headers);
}

it("changes the password and revokes every other session, keeping the current one", async () => {
  await createAccount(t.services.auth, t.services.db, {
    ...credentials,
    role: "member",
    emailVerified: true,
  });
  const laptop = await session("old-password-1");
  const phone = await session("old-password-1");
  const user = await getSessionUser(t.services, browserRequest("/members", { cookie: laptop }));
  if (!user) throw new Error("precondition: signed in");

  await changeOwnPassword(t.services, browserRequest("/members/profile", { cookie: laptop }), user, {
    newPassword: "new-password-2",
    via: "profile",
  });

  expect(await getSessionUser(t.services, browserRequest("/members", { cookie: laptop }))).not.toBeNull();
  expect(await getSessionUser(t.services, browserRequest("/members", { cookie: phone }))).toBeNull();
  await expect(session("old-password-1")).rejects.toThrow();
  await expect(session("new-password-2")).resolves.toBeTruthy();
});

it("refuses without a session of that user", async () => {
  const user = await getSessionUser(
    t.services,
    browserRequest("/members", { cookie: await session("new-password-2") }),
  );
  await expect(
    changeOwnPassword(t.services, browserRequest("/members/profile"), user!, {
      newPassword: "x-password-3",
      via: "profile",
    }),
  ).rejects.toThrow("No active session found");
});

const passwordRowsOf = (id: string) => and(eq(auditEvents.entity, "password"), eq(auditEvents.entityId, id));

describe("an admin's own password (Security)", () => {
  const admin = { email: "admin-changer@example.com", password: "admin-password-1" };
  const adminSession = async (password: string) =>
    cookieFrom(
      (await signIn(t.services, browserRequest("/admin/login"), { ...admin, password }, "admin")).headers,
    );
  const changeAs = (cookie: string, user: SessionUser, currentPassword: string, newPassword: string) =>
    changeAdminPassword(t.services, browserRequest("/admin/security", { cookie }), user, {
      currentPassword,
      newPassword,
    });

  it("needs the current password: a wrong one changes nothing, within a budget per account", async () => {
    await createAccount(t.services.auth, t.services.db, { ...admin, role: "admin", emailVerified: true });
    const cookie = await adminSession(admin.password);
    const user = (await getSessionUser(t.services, browserRequest("/admin", { cookie })))!;
    for (let i = 0; i < OWN_PASSWORD_CHECKS.max; i++)
      await expect(changeAs(cookie, user, "not-my-password", "next-password-1")).rejects.toMatchObject({
        code: "invalid",
        fields: { currentPassword: ownPasswordMessages.wrongCurrent },
      });
    // The budget is spent: even the right password waits now.
    await expect(changeAs(cookie, user, admin.password, "next-password-1")).rejects.toMatchObject({
      code: "rate_limited",
    });
    await expect(adminSession(admin.password)).resolves.toBeTruthy();
    expect(await t.services.db.$count(auditEvents, passwordRowsOf(user.id))).toBe(0);
    await t.services.db.execute(sql`DELETE FROM throttle_counters WHERE key LIKE 'own-password:%'`);
  });

  it("changes it: audited, the other sessions ended, this one kept, the admin e-mailed", async () => {
    const here = await adminSession(admin.password);
    const elsewhere = await adminSession(admin.password);
    const user = (await getSessionUser(t.services, browserRequest("/admin", { cookie: here })))!;
    const { notified } = await changeAs(here, user, admin.password, "next-password-1");
    await notified;
    expect(await getSessionUser(t.services, browserRequest("/admin", { cookie: here }))).not.toBeNull();
    expect(await getSessionUser(t.services, browserRequest("/admin", { cookie: elsewhere }))).toBeNull();
    await expect(adminSession(admin.password)).rejects.toThrow();
    await expect(adminSession("next-password-1")).resolves.toBeTruthy();
    const rows = await t.services.db.select().from(auditEvents).where(passwordRowsOf(user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        action: "change",
        entityId: user.id,
        actorId: user.id,
        after: { via: "security" },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/next-password|admin-password/);
    const notices = (await readOutbox(t.dataDir, admin.email)).filter((m) => m.kind === "password-changed");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toContain("/admin/login?mode=forgot");
  });

  it("is an admin's only", async () => {
    const member = await makeMemberActor(t.services);
    const cookie = cookieFrom(
      (await signIn(t.services, browserRequest("/members/login"), member, "member")).headers,
    );
    await expect(changeAs(cookie, member, member.password, "next-password-1")).rejects.toMatchObject({
      code: "forbidden",
    });
  });
});
