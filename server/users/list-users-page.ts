// User Management's table (admins only), with the subtitle's counts. A user row is the profile merged
// with its role, defaulting to member (SPEC section 3).
import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { TableQuery } from "#core/admin/table-query.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { profileNames, profiles, userRolesTable } from "#server/db/schema.ts";
import { defineTable, listPage } from "#server/db/table-definition.ts";

const roleExpr = sql<"admin" | "member">`coalesce(${userRolesTable.role}, 'member')`;
const nameExpr = profileNames.full(profiles);

export const userTable = defineTable({
  columns: {
    // lower(email) is what the unique index holds, so sorting by it reads the index in order.
    email: { sql: sql`lower(${profiles.email})`, sortable: true, filter: "text" },
    name: { sql: nameExpr, sortable: true, filter: "text" },
    role: {
      sql: roleExpr,
      sortable: true,
      // Written so the planner can use the role index: "admin" rows exist; "member" is a row or none.
      filter: (value) => {
        const role = value.trim().toLowerCase();
        if (role === "admin") return eq(userRolesTable.role, "admin");
        if (role === "member") return or(isNull(userRolesTable.role), eq(userRolesTable.role, "member"));
        return sql`false`;
      },
    },
    createdAt: { sql: profiles.createdAt, sortable: true },
    updatedAt: { sql: profiles.updatedAt, sortable: true },
  },
  search: [profiles.email, profiles.firstName, profiles.lastName],
  tieBreaker: profiles.id,
  defaultSort: { column: "createdAt", direction: "desc" },
});

const row = {
  id: profiles.id,
  email: profiles.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  role: roleExpr,
  twoFactorEnabled: profiles.twoFactorEnabled,
  createdAt: profiles.createdAt,
  updatedAt: profiles.updatedAt,
};

const roleJoin = eq(userRolesTable.userId, profiles.id);
/** An erased person keeps an anonymous row for their bookings' sake (decision 145): not a user. */
export const liveUsers = isNull(profiles.erasedAt);

/** The table's rows select (every profile with its role), with `extra` fields beside (the export's sort keys). */
export const userRows = <E extends Record<string, SQL>>(db: Database, extra = {} as E) =>
  db
    .select({ ...row, ...extra })
    .from(profiles)
    .leftJoin(userRolesTable, roleJoin)
    .$dynamic();

export async function listUsersPage(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  const counted = sql`${profiles} LEFT JOIN ${userRolesTable} ON ${roleJoin}`;
  const [page, admins] = await Promise.all([
    listPage(userTable, query, {
      rows: ({ where, orderBy, limit, offset }) =>
        userRows(db)
          .where(and(liveUsers, where))
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      // The role filter is on the joined role; every user is a profile.
      count: (where) => (where ? db.$count(counted, and(liveUsers, where)) : db.$count(profiles, liveUsers)),
    }),
    db.$count(userRolesTable, eq(userRolesTable.role, "admin")),
  ]);
  return { ...page, admins };
}
