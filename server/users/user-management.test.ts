import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { userFormSchema } from "#core/users/user-schema.ts";
import { createApp } from "#server/app.ts";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import { getSessionUser } from "#server/auth/guards/guards.ts";
import { resetPassword } from "#server/auth/passwords/password-reset.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { profiles, sessions, userRolesTable } from "#server/db/schema.ts";
import { browserRequest, pathOf } from "#tests/support/http.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { deleteUser } from "./delete-user.ts";
import { inviteUser } from "./invite-user.ts";
import { listUsersPage, userTable } from "./list-users-page.ts";
import { updateUser } from "./update-user.ts";

let t: TestContext;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestContext();
  const { id } = await createAccount(t.services.auth, t.services.db, {
    email: "chief@example.com",
    password: "chief-password-1",
    role: "admin",
    emailVerified: true,
  });
  admin = {
    id,
    email: "chief@example.com",
    name: "",
    firstName: null,
    lastName: null,
    emailVerified: true,
    role: "admin",
  };
});
afterAll(() => t.close());

const member = (id = "00000000-0000-4000-8000-000000000009"): SessionUser => ({
  ...admin,
  id,
  role: "member",
});
const forbidden = { code: "forbidden", status: 403 };
const query = (s: string) => parseTableQuery(new URLSearchParams(s), userTable);

describe("User Management", () => {
  it("is for admins only", async () => {
    const input = userFormSchema.parse({ email: "x@example.com" });
    await expect(listUsersPage(t.services.db, member(), query(""))).rejects.toMatchObject(forbidden);
    await expect(inviteUser(t.services, member(), input)).rejects.toMatchObject(forbidden);
    await expect(
      updateUser(t.services, member(), admin.id, { firstName: null, lastName: null, role: "member" }),
    ).rejects.toMatchObject(forbidden);
    await expect(deleteUser(t.services, member(), admin.id)).rejects.toMatchObject(forbidden);
  });

  it("invites a real account whose e-mailed link sets the password", async () => {
    const input = userFormSchema.parse({
      email: "New.Operator@Example.com",
      firstName: "Nia",
      role: "admin",
    });
    const { id } = await inviteUser(t.services, admin, input);
    const [mail] = await readOutbox(t.dataDir, "new.operator@example.com");
    expect(mail?.kind).toBe("invitation");
    const landing = await createApp({ services: t.services }).request(browserRequest(pathOf(mail!.link!)));
    const token = new URL(landing.headers.get("location")!, "http://x").searchParams.get("token");
    // Reset: a refusal would throw its DomainError.
    await expect(
      resetPassword(t.services, { token: token!, password: "chosen-pass-1" }),
    ).resolves.toBeUndefined();
    // Signed in: a refusal would throw its DomainError.
    await expect(
      signIn(
        t.services,
        browserRequest("/admin/login"),
        { email: "new.operator@example.com", password: "chosen-pass-1" },
        "admin",
      ),
    ).resolves.toMatchObject({ userId: expect.any(String) });
    await expect(inviteUser(t.services, admin, input)).rejects.toThrow(
      "A user with this email address already exists.",
    );
    await deleteUser(t.services, admin, id);
  });

  it("lists users with role badges, counts, search, filter and sort", async () => {
    await createAccount(t.services.auth, t.services.db, {
      email: "m1@example.com",
      password: "password-1",
      firstName: "Marcus",
      lastName: "Aurel",
      role: "member",
      emailVerified: true,
    });
    const page = await listUsersPage(t.services.db, admin, query(""));
    expect(page.total).toBe(2);
    expect(page.admins).toBe(1);
    expect(page.rows[0]?.email).toBe("m1@example.com"); // newest first
    expect(
      (await listUsersPage(t.services.db, admin, query("f.role=admin"))).rows.map((r) => r.email),
    ).toEqual(["chief@example.com"]);
    expect((await listUsersPage(t.services.db, admin, query("f.name=marcus aur"))).matching).toBe(1);
    expect((await listUsersPage(t.services.db, admin, query("q=CHIEF"))).matching).toBe(1);
    expect((await listUsersPage(t.services.db, admin, query("sort=email&dir=asc"))).rows[0]?.email).toBe(
      "chief@example.com",
    );
  });

  it("protects the admin's own account and the last admin", async () => {
    await expect(deleteUser(t.services, admin, admin.id)).rejects.toThrow(
      "You cannot delete your own account.",
    );
    await expect(
      updateUser(t.services, admin, admin.id, { firstName: "C", lastName: null, role: "member" }),
    ).rejects.toThrow("You cannot remove your own admin role.");
    // Another admin acting on the only other admin: allowed while two exist, refused for the last one.
    const { id: second } = await createAccount(t.services.auth, t.services.db, {
      email: "second@example.com",
      password: "password-2",
      role: "admin",
      emailVerified: true,
    });
    const secondAdmin = { ...admin, id: second, email: "second@example.com" };
    await updateUser(t.services, secondAdmin, admin.id, {
      firstName: "Chief",
      lastName: null,
      role: "member",
    });
    // "second" is now the only admin: nobody may delete it.
    await expect(deleteUser(t.services, admin, second)).rejects.toThrow(
      "There must always be at least one admin.",
    );
    await expect(
      updateUser(t.services, secondAdmin, second, { firstName: null, lastName: null, role: "member" }),
    ).rejects.toThrow("You cannot remove your own admin role.");
    await updateUser(t.services, secondAdmin, admin.id, {
      firstName: "Chief",
      lastName: "Admin",
      role: "admin",
    });
    const [row] = await t.services.db.select().from(profiles).where(eq(profiles.id, admin.id));
    expect(row).toMatchObject({ firstName: "Chief", lastName: "Admin", name: "Chief Admin" });
  });

  it("deletes the role row, the profile and its sessions", async () => {
    const { id } = await createAccount(t.services.auth, t.services.db, {
      email: "leaving@example.com",
      password: "password-3",
      role: "member",
      emailVerified: true,
    });
    // Signed in: a refusal would throw its DomainError.
    await expect(
      signIn(
        t.services,
        browserRequest("/"),
        { email: "leaving@example.com", password: "password-3" },
        "member",
      ),
    ).resolves.toMatchObject({ userId: id });
    await deleteUser(t.services, admin, id);
    expect(await t.services.db.select().from(userRolesTable).where(eq(userRolesTable.userId, id))).toEqual(
      [],
    );
    expect(await t.services.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await getSessionUser(t.services, browserRequest("/"))).toBeNull();
  });
});
