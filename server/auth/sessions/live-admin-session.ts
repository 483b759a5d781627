// The admin a session token belongs to, as SQL: for a read that leaves with the session lookup instead
// of after it (decision 276). It names a user only for a session that exists, has not expired and
// belongs to an admin, so such a read reads nothing for anyone else; the guard still decides, and the
// caller uses the read only for the admin the guard let in.
import { and, eq, gt, type SQLWrapper, sql } from "drizzle-orm";
import { sessions, userRolesTable } from "#server/db/schema.ts";

/** A derived table `(select user_id as id ...)`: one row, the admin of the live session `token`, or none. */
export function liveAdminOfSession(token: SQLWrapper) {
  return sql`(select ${sessions.userId} as id from ${sessions} inner join ${userRolesTable} on ${eq(userRolesTable.userId, sessions.userId)} where ${and(eq(sessions.token, token), eq(userRolesTable.role, "admin"), gt(sessions.expiresAt, sql`now()`))})`;
}
