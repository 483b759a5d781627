// User Management's table (admins only), with the subtitle's counts. A user row is the profile merged
// with its role, defaulting to member (SPEC section 3).
import { eq, isNull, or, sql } from "drizzle-orm";
import type { TableQuery } from "#core/admin/table-query.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { profileNames, profiles, userRolesTable } from "#server/db/schema.ts";
import { defineTable, listTable } from "#server/db/table-definition.ts";

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

export async function listUsersPage(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  const roleJoin = eq(userRolesTable.userId, profiles.id);
  const [page, admins] = await Promise.all([
    listTable(db, userTable, query, {
      rows: db.select(row).from(profiles).leftJoin(userRolesTable, roleJoin).$dynamic(),
      // The role filter is on the joined role; every user is a profile.
      counted: sql`${profiles} LEFT JOIN ${userRolesTable} ON ${roleJoin}`,
      total: () => db.$count(profiles),
    }),
    db.$count(userRolesTable, eq(userRolesTable.role, "admin")),
  ]);
  return { ...page, admins };
}
