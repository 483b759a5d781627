// Accounts made by the system rather than by a visitor's sign-up form: the start-up admin, the demo
// member and (later) users added by an operator. Same tables and password hashing as better-auth's own.

import type { UserRole } from "#core/enums.ts";
import { fullName } from "#core/users/display-name.ts";
import type { Auth } from "#server/auth/better-auth/auth.ts";
import { setUserRole } from "#server/auth/sessions/roles.ts";
import type { Database } from "#server/db/client.ts";

export type NewAccount = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  role: UserRole;
  emailVerified: boolean;
};

export async function createAccount(auth: Auth, db: Database, input: NewAccount): Promise<{ id: string }> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const name = fullName(input);
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name,
      emailVerified: input.emailVerified,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  await setUserRole(db, user.id, input.role);
  return { id: user.id };
}
