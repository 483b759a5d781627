import { eq, sql } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { profiles, userRolesTable } from "#server/db/schema.ts";

/** One user (profile and role) for the edit dialog, or null when the id names none. */
export async function getUser(db: Database, actor: SessionUser, id: string | null) {
  assertAdmin(actor);
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: sql<"admin" | "member">`coalesce(${userRolesTable.role}, 'member')`,
    })
    .from(profiles)
    .leftJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
    .where(eq(profiles.id, id));
  return row ?? null;
}
