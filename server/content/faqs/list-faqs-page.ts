import type { TableQuery } from "#core/admin/table-query.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { faqs } from "#server/db/schema.ts";
import { defineTable, listTable, neighbourFlags, rowsOf } from "#server/db/table-definition.ts";

export const faqTable = defineTable({
  columns: {
    // Equal orders in the order they were made (the unique id only settles exact ties, for paging).
    displayOrder: { sql: faqs.displayOrder, sortable: true, sortBy: [faqs.displayOrder, faqs.createdAt] },
    question: { sql: faqs.question, sortable: true, filter: "text" },
    answer: { sql: faqs.answer, sortable: true, filter: "text" },
    isActive: { sql: faqs.isActive, sortable: true, filter: "boolean" },
    createdAt: { sql: faqs.createdAt, sortable: true },
    updatedAt: { sql: faqs.updatedAt, sortable: true },
  },
  search: [faqs.question, faqs.answer],
  tieBreaker: faqs.id,
  defaultSort: { column: "displayOrder", direction: "asc" },
});

const row = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  isActive: faqs.isActive,
  displayOrder: faqs.displayOrder,
  createdAt: faqs.createdAt,
  updatedAt: faqs.updatedAt,
  ...neighbourFlags("faqs"),
};

/** The table's rows, with `extra` fields beside (the export's sort keys). */
export const faqRows = rowsOf(row, faqs);

export async function listFaqsPage(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  return listTable(db, faqTable, query, { name: "faqs", rows: faqRows(db), counted: faqs });
}
