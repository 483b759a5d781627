import { asc, eq } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { preparedPerDatabase } from "#server/db/prepared-statement.ts";
import { profiles, userRolesTable } from "#server/db/schema.ts";

/** Read by Activities, Settings and the leads' screens on every visit: built once per database. */
const assignableAdmins = preparedPerDatabase((db) =>
  db
    .select({
      id: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(profiles)
    .innerJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
    .where(eq(userRolesTable.role, "admin"))
    .orderBy(asc(profiles.email))
    .limit(500)
    .prepare("assignable_admins"),
);

/** The admins an activity can be assigned to (SPEC 7: profiles' id, names and e-mail). */
export async function listAssignableAdmins(db: Database, actor: SessionUser) {
  assertAdmin(actor);
  return assignableAdmins(db).execute();
}
