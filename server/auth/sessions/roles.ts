import { eq } from "drizzle-orm";
import type { UserRole } from "#core/enums.ts";
import type { Database } from "#server/db/client.ts";
import { userRolesTable } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";

/** SPEC section 3: a user with no user_roles row is a member. */
export async function getUserRole(db: Database, userId: string): Promise<UserRole> {
  const [row] = await db
    .select({ role: userRolesTable.role })
    .from(userRolesTable)
    .where(eq(userRolesTable.userId, userId))
    .limit(1);
  return row?.role === "admin" ? "admin" : "member";
}

export async function setUserRole(db: Database | Transaction, userId: string, role: UserRole): Promise<void> {
  await db
    .insert(userRolesTable)
    .values({ userId, role })
    .onConflictDoUpdate({ target: userRolesTable.userId, set: { role } });
}

/** Each area's sign-in page; an account whose role is not known gets the spec's /admin/login. */
export function signInPath(role: UserRole | null): "/admin/login" | "/members/login" {
  return role === "member" ? "/members/login" : "/admin/login";
}

/** Each area's Forgot password form. */
export const forgotPasswordPath = (role: UserRole | null) => `${signInPath(role)}?mode=forgot`;
