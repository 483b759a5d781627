import { eq } from "drizzle-orm";
import type { UserRole } from "#core/enums.ts";
import type { Database } from "#server/db/client.ts";
import { userRolesTable } from "#server/db/schema.ts";

/** SPEC section 3: a user with no user_roles row is a member. */
export async function getUserRole(db: Database, userId: string): Promise<UserRole> {
  const [row] = await db
    .select({ role: userRolesTable.role })
    .from(userRolesTable)
    .where(eq(userRolesTable.userId, userId))
    .limit(1);
  return row?.role === "admin" ? "admin" : "member";
}

export async function setUserRole(db: Database, userId: string, role: UserRole): Promise<void> {
  await db
    .insert(userRolesTable)
    .values({ userId, role })
    .onConflictDoUpdate({ target: userRolesTable.userId, set: { role } });
}
