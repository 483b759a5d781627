import { count, eq, isNull, or, sql } from "drizzle-orm";
import type { TablePage, TableQuery } from "../../core/table-query.ts";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import type { Database } from "../db/client.ts";
import {
  filterConditions,
  offsetOf,
  orderBy,
  searchCondition,
  textFilter,
  whereAll,
} from "../db/list-query.ts";
import { profiles, userRolesTable } from "../db/schema.ts";

export const userTable = {
  sortable: ["email", "name", "role", "createdAt", "updatedAt"],
  filterable: ["email", "name", "role"],
  defaultSort: { column: "createdAt", direction: "desc" as const },
} as const;

export type AdminUserRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: "admin" | "member";
  createdAt: Date;
  updatedAt: Date;
};

// A user row is the profile merged with its role, defaulting to member (SPEC section 3).
const roleExpr = sql<"admin" | "member">`coalesce(${userRolesTable.role}, 'member')`;
const nameExpr = sql<string>`trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}))`;

/** User Management's table page with the subtitle's counts (admins only). */
export async function listUsersPage(
  db: Database,
  actor: SessionUser,
  query: TableQuery,
): Promise<TablePage<AdminUserRow> & { admins: number }> {
  assertAdmin(actor);
  const where = whereAll([
    searchCondition(query.search, [profiles.email, profiles.firstName, profiles.lastName]),
    ...filterConditions(query.filters, {
      email: textFilter(profiles.email),
      name: textFilter(nameExpr as never),
      // Written so the planner can use the role index: "admin" rows exist; "member" is a row or none.
      role: (value) => {
        const role = value.trim().toLowerCase();
        if (role === "admin") return eq(userRolesTable.role, "admin");
        if (role === "member") return or(isNull(userRolesTable.role), eq(userRolesTable.role, "member"));
        return sql`false`;
      },
    }),
  ]);
  const columns = {
    // lower(email) is what the unique index holds, so sorting by it reads the index in order.
    email: sql`lower(${profiles.email})` as never,
    name: nameExpr as never,
    role: roleExpr as never,
    createdAt: profiles.createdAt,
    updatedAt: profiles.updatedAt,
  };
  const countMatching = async () => {
    if (!where) return null; // unfiltered: the total is the answer
    const [row] = await db
      .select({ n: count() })
      .from(profiles)
      .leftJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
      .where(where);
    return row?.n ?? 0;
  };
  const [rows, matching, total, admins] = await Promise.all([
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        role: roleExpr,
        createdAt: profiles.createdAt,
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .leftJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
      .where(where)
      .orderBy(...orderBy(query, columns, profiles.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    countMatching(),
    db.$count(profiles),
    db.$count(userRolesTable, eq(userRolesTable.role, "admin")),
  ]);
  return { rows, matching: matching ?? total, total, admins, query };
}
