// Program Management's table (admins only): search, filters, sort and paging in the database.
import { sql } from "drizzle-orm";
import type { TableQuery } from "#core/admin/table-query.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { programs } from "#server/db/schema.ts";
import { defineTable, listTable, neighbourFlags, rowsOf } from "#server/db/table-definition.ts";
import { programDetailColumns } from "./program-detail-columns.ts";

export const programTable = defineTable({
  columns: {
    // Equal orders in the order they were made (the unique id only settles exact ties, for paging).
    displayOrder: {
      sql: programs.displayOrder,
      sortable: true,
      sortBy: [programs.displayOrder, programs.createdAt],
    },
    name: { sql: programs.name, sortable: true, filter: "text" },
    duration: { sql: programs.duration, sortable: true, filter: "text" },
    createdAt: { sql: programs.createdAt, sortable: true },
    updatedAt: { sql: programs.updatedAt, sortable: true },
  },
  search: [programs.name, programs.tagline, programs.description],
  tieBreaker: programs.id,
  defaultSort: { column: "displayOrder", direction: "asc" },
});

const row = {
  ...programDetailColumns,
  displayOrder: programs.displayOrder,
  createdAt: programs.createdAt,
  updatedAt: programs.updatedAt,
  imageCount: sql<number>`(SELECT count(*)::int FROM program_images i WHERE i.program_id = programs.id)`,
  ...neighbourFlags("programs"),
};

/** The table's rows, with `extra` fields beside (the export's sort keys). */
export const programRows = rowsOf(row, programs);

export async function listProgramsPage(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  return listTable(db, programTable, query, { name: "programs", rows: programRows(db), counted: programs });
}
