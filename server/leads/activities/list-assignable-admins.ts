import { asc, eq } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { jsonRowsOf, rowsFromJson } from "#server/db/json-rows.ts";
import { preparedPerDatabase } from "#server/db/prepared-statement.ts";
import { profiles, userRolesTable } from "#server/db/schema.ts";

const fields = {
  id: profiles.id,
  email: profiles.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

/** The admins an activity can be assigned to (SPEC 7: profiles' id, names and e-mail), by e-mail. */
const assignableAdminsQuery = (db: Database) =>
  db
    .select(fields)
    .from(profiles)
    .innerJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
    .where(eq(userRolesTable.role, "admin"))
    .orderBy(asc(profiles.email))
    .limit(500);

/** Read by Activities and the leads' screens on every visit: built once per database. */
const assignableAdmins = preparedPerDatabase((db) => assignableAdminsQuery(db).prepare("assignable_admins"));

/** The admins an activity can be assigned to; admins only. */
export async function listAssignableAdmins(db: Database, actor: SessionUser) {
  assertAdmin(actor);
  return assignableAdmins(db).execute();
}

export type AssignableAdmin = Awaited<ReturnType<typeof listAssignableAdmins>>[number];

/** The same admins as one column of a screen's one statement (Settings: server/settings/read-settings-screen.ts). */
export const assignableAdminsColumn = (db: Database) => jsonRowsOf(assignableAdminsQuery(db), profiles.email);

/** The column of `assignableAdminsColumn` as `listAssignableAdmins` gives them. */
export const assignableAdminsFrom = (json: unknown): AssignableAdmin[] => rowsFromJson(fields, json);
