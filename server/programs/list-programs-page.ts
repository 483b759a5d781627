// Program Management's table (admins only): search, filters, sort and paging in the database.
import { count, sql } from "drizzle-orm";
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
import { programs } from "../db/schema.ts";

export const programTable = {
  sortable: ["displayOrder", "name", "duration", "createdAt", "updatedAt"],
  filterable: ["name", "duration"],
  defaultSort: { column: "displayOrder", direction: "asc" as const },
} as const;

export async function listProgramsPage(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  const where = whereAll([
    searchCondition(query.search, [programs.name, programs.tagline, programs.description]),
    ...filterConditions(query.filters, {
      name: textFilter(programs.name),
      duration: textFilter(programs.duration),
    }),
  ]);
  const columns = {
    displayOrder: programs.displayOrder,
    name: programs.name,
    duration: programs.duration,
    createdAt: programs.createdAt,
    updatedAt: programs.updatedAt,
  };
  const [rows, [matching], total] = await Promise.all([
    db
      .select({
        id: programs.id,
        name: programs.name,
        tagline: programs.tagline,
        description: programs.description,
        duration: programs.duration,
        targetAudience: programs.targetAudience,
        features: programs.features,
        displayOrder: programs.displayOrder,
        createdAt: programs.createdAt,
        updatedAt: programs.updatedAt,
        imageCount: sql<number>`(SELECT count(*)::int FROM program_images i WHERE i.program_id = programs.id)`,
        canMoveUp: sql<boolean>`EXISTS (SELECT 1 FROM programs n WHERE n.display_order = programs.display_order - 1)`,
        canMoveDown: sql<boolean>`EXISTS (SELECT 1 FROM programs n WHERE n.display_order = programs.display_order + 1)`,
      })
      .from(programs)
      .where(where)
      .orderBy(...orderBy(query, columns, programs.createdAt))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(programs).where(where),
    db.$count(programs),
  ]);
  return { rows, matching: matching?.n ?? 0, total, query } satisfies TablePage<(typeof rows)[number]>;
}
