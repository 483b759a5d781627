// Two operators, the only two admins, each removing the other at the same instant: one wins, the other
// is refused, and the back office keeps an admin. On PostgreSQL the two run on separate connections.
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, expect, it } from "vitest";
import { userMessages } from "#core/users/user-schema.ts";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { profiles, userRolesTable } from "#server/db/schema.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { deleteUser } from "./delete-user.ts";
import { updateUser } from "./update-user.ts";

let t: TestContext | undefined;
let a: SessionUser;
let b: SessionUser;

async function twoAdmins(): Promise<void> {
  await t?.close();
  t = await createTestContext();
  const make = async (email: string): Promise<SessionUser> => {
    const { id } = await createAccount(t!.services.auth, t!.services.db, {
      email,
      password: "admin-password-1",
      role: "admin",
      emailVerified: true,
    });
    return { id, email, name: "", firstName: null, lastName: null, emailVerified: true, role: "admin" };
  };
  a = await make("a@example.com");
  b = await make("b@example.com");
}
beforeEach(twoAdmins);
afterAll(() => t?.close());

const admins = async () =>
  (await t!.services.db.select().from(userRolesTable).where(eq(userRolesTable.role, "admin"))).length;

it("two admins demoting each other at once leave exactly one admin", async () => {
  const demote = (actor: SessionUser, target: SessionUser) =>
    updateUser(t!.services, actor, target.id, { firstName: null, lastName: null, role: "member" });
  const outcomes = await Promise.allSettled([demote(a, b), demote(b, a)]);
  expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
  const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
  expect(refused.reason).toMatchObject({ code: "conflict", message: userMessages.lastAdmin });
  expect(await admins()).toBe(1);
});

it("two admins deleting each other at once leave exactly one admin", async () => {
  const outcomes = await Promise.allSettled([
    deleteUser(t!.services, a, b.id),
    deleteUser(t!.services, b, a.id),
  ]);
  expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
  expect(await admins()).toBe(1);
  expect(await t!.services.db.select().from(profiles)).toHaveLength(1);
});
