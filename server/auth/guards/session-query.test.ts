// The one-statement session lookup (decision 155): it answers what better-auth's getSession answers for
// a live session, refuses a cookie whose signature is wrong, leaves expired and refresh-due sessions to
// better-auth, and sees a sign-out, a role change and the admin two-factor setting at once (no cache).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUserRole } from "#server/auth/sessions/roles.ts";
import { REQUIRE_ADMIN_TWO_FACTOR } from "#server/auth/two-factor/two-factor-requirement.ts";
import { appSettings, conversations, sessions } from "#server/db/schema.ts";
import { sidebarUnread } from "#server/messages/sidebar-unread.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { browserRequest } from "#tests/support/http.ts";
import { memberSignedIn } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { getSessionUser, requireAdmin, requireMember, twoFactorRequirementWithSession } from "./guards.ts";
import { querySession, verifiedToken } from "./session-query.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const headersWith = (cookie: string) => new Headers({ cookie });
/** The session token inside a signed cookie header (`sd.session_token=token.signature`). */
const tokenOf = (cookie: string) =>
  decodeURIComponent(/sd\.session_token=([^;]+)/.exec(cookie)![1]!).replace(/\.[^.]+$/, "");

describe("querySession", () => {
  it("answers a live session's user, role and two-factor state as better-auth's getSession does", async () => {
    const cookie = await signedInAdminCookie(t.services, "query-live@example.com");
    const fast = await querySession(t.services, headersWith(cookie));
    const slow = await t.services.auth.api.getSession({ headers: headersWith(cookie) });
    expect(fast.kind).toBe("found");
    if (fast.kind !== "found") return;
    expect(fast.session.user).toEqual({
      id: slow!.user.id,
      email: "query-live@example.com",
      name: slow!.user.name,
      firstName: null,
      lastName: null,
      emailVerified: true,
      role: "admin",
      twoFactorEnabled: false,
    });
    expect(fast.session.storedTwoFactorRequirement).toBe(false);
  });

  it("refuses a cookie whose signature does not match, and one with no cookie at all", async () => {
    const cookie = await signedInAdminCookie(t.services, "query-forged@example.com");
    const forged = cookie.replace(/sd\.session_token=([^;.]+)\.[^;]+/, "sd.session_token=$1.AAAA");
    expect(await querySession(t.services, headersWith(forged))).toEqual({ kind: "none" });
    expect(await querySession(t.services, new Headers())).toEqual({ kind: "none" });
    expect(verifiedToken("no-signature", "secret")).toBeNull();
  });

  it("leaves an expired session and one due for its refresh to better-auth", async () => {
    const expired = await signedInAdminCookie(t.services, "query-expired@example.com");
    await t.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, tokenOf(expired)));
    expect(await querySession(t.services, headersWith(expired))).toEqual({ kind: "defer" });
    // Through the guard: signed out, and better-auth deleted the expired row.
    expect(await getSessionUser(t.services, browserRequest("/admin", { cookie: expired }))).toBeNull();
    expect(
      await t.services.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, tokenOf(expired))),
    ).toEqual([]);

    const due = await signedInAdminCookie(t.services, "query-due@example.com");
    // Six days and a minute left of seven: older than the one-day update age.
    const dueAt = new Date(Date.now() + 6 * 24 * 3600 * 1000 - 60_000);
    await t.services.db
      .update(sessions)
      .set({ expiresAt: dueAt })
      .where(eq(sessions.token, tokenOf(due)));
    expect(await querySession(t.services, headersWith(due))).toEqual({ kind: "defer" });
    const user = await getSessionUser(t.services, browserRequest("/admin", { cookie: due }));
    expect(user?.email).toBe("query-due@example.com");
    const [row] = await t.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, tokenOf(due)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(dueAt.getTime());
  });

  it("sees a sign-out and a role change on the very next request", async () => {
    const cookie = await signedInAdminCookie(t.services, "query-revoked@example.com");
    const request = () => browserRequest("/admin/users", { cookie });
    const admin = await requireAdmin(t.services, request());
    await setUserRole(t.services.db, admin.id, "member");
    expect((await getSessionUser(t.services, request()))?.role).toBe("member");
    await t.services.db.delete(sessions).where(eq(sessions.token, tokenOf(cookie)));
    expect(await getSessionUser(t.services, request())).toBeNull();
  });

  it("reads the Settings screen's admin two-factor requirement in the same statement", async () => {
    const cookie = await signedInAdminCookie(t.services, "query-required@example.com");
    await t.services.db
      .insert(appSettings)
      .values({ key: REQUIRE_ADMIN_TWO_FACTOR, value: true })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: true } });
    const found = await querySession(t.services, headersWith(cookie));
    expect(found.kind === "found" && found.session.storedTwoFactorRequirement).toBe(true);
    const thrown = await requireAdmin(t.services, browserRequest("/admin/users", { cookie })).catch((e) => e);
    expect(thrown instanceof Response && thrown.headers.get("location")).toBe("/admin/security");
    // Security's own page is reachable; what it is told is the requirement its lookup read, not a new read.
    const admin = await requireAdmin(t.services, browserRequest("/admin/security", { cookie }));
    await t.services.db
      .update(appSettings)
      .set({ value: false })
      .where(eq(appSettings.key, REQUIRE_ADMIN_TWO_FACTOR));
    expect(await twoFactorRequirementWithSession(t.services, admin)).toEqual({
      required: true,
      source: "settings",
    });
    const later = await requireAdmin(t.services, browserRequest("/admin/security", { cookie }));
    expect(await twoFactorRequirementWithSession(t.services, later)).toEqual({
      required: false,
      source: "settings",
    });
  });
});

describe("the sidebar's unread count, read with the session", () => {
  it("is the member's own conversation's count, and for an operator the conversations waiting", async () => {
    const { member, cookie: memberCookie } = await memberSignedIn(t.services);
    const { member: other } = await memberSignedIn(t.services);
    const adminCookie = await signedInAdminCookie(t.services, "query-unread@example.com");
    const unreadOf = async (cookie: string) => {
      const found = await querySession(t.services, headersWith(cookie));
      return found.kind === "found" ? found.session.unread : "not found";
    };
    // No conversation yet: nothing unread on either side.
    expect(await unreadOf(memberCookie)).toBe(0);
    const waitingBefore = await unreadOf(adminCookie);
    await t.services.db.insert(conversations).values([
      { memberId: member.id, memberUnread: 3, staffUnread: 0 },
      { memberId: other.id, memberUnread: 0, staffUnread: 2 },
    ]);
    expect(await unreadOf(memberCookie)).toBe(3);
    expect(await unreadOf(adminCookie)).toBe(Number(waitingBefore) + 1);
    // What the layouts read: the figure of the request's one lookup, with no statement of its own (the
    // row changed after the lookup is not read again).
    const context = { services: t.services };
    const signedIn = await requireMember(context, browserRequest("/members", { cookie: memberCookie }));
    await t.services.db
      .update(conversations)
      .set({ memberUnread: 5 })
      .where(eq(conversations.memberId, member.id));
    expect(await sidebarUnread(context, signedIn)).toBe(3);
    // A person not from a lookup (or from better-auth's): read on its own.
    expect(await sidebarUnread(context, member)).toBe(5);
  });

  it("is read on its own when better-auth looked the session up (a session due for its refresh)", async () => {
    const { member, cookie } = await memberSignedIn(t.services);
    await t.services.db.insert(conversations).values({ memberId: member.id, memberUnread: 4 });
    await t.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 6 * 24 * 3600 * 1000 - 60_000) })
      .where(eq(sessions.token, tokenOf(cookie)));
    expect(await querySession(t.services, headersWith(cookie))).toEqual({ kind: "defer" });
    const signedIn = await requireMember(t.services, browserRequest("/members", { cookie }));
    expect(signedIn.email).toBe(member.email);
    expect(await sidebarUnread({ services: t.services }, signedIn)).toBe(4);
  });
});

describe("one lookup per request", () => {
  it("loaders of one request share the lookup; a later request with the same context looks up again", async () => {
    const cookie = await signedInAdminCookie(t.services, "query-shared@example.com");
    const context = { services: t.services };
    // Two copies of one request, as React Router gives each loader its own.
    const [a, b] = await Promise.all([
      getSessionUser(context, browserRequest("/admin", { cookie })),
      getSessionUser(context, browserRequest("/admin", { cookie })),
    ]);
    expect(a).toBe(b);
    await t.services.db.delete(sessions).where(eq(sessions.token, tokenOf(cookie)));
    expect(await getSessionUser(context, browserRequest("/admin", { cookie }))).toBeNull();
  });
});
