// FAQ Management's table (admins only): search, filters, sort and paging in the database.
import type { TableQuery } from "#core/admin/table-query.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { faqs } from "#server/db/schema.ts";
import { defineTable, listTable, neighbourFlags } from "#server/db/table-definition.ts";

export const faqTable = defineTable({
  columns: {
    displayOrder: { sql: faqs.displayOrder, sortable: true },
    question: { sql: faqs.question, sortable: true, filter: "text" },
    answer: { sql: faqs.answer, sortable: true, filter: "text" },
    isActive: { sql: faqs.isActive, sortable: true, filter: "boolean" },
    createdAt: { sql: faqs.createdAt, sortable: true },
    updatedAt: { sql: faqs.updatedAt, sortable: true },
  },
  search: [faqs.question, faqs.answer],
  tieBreaker: faqs.createdAt,
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

export async function listFaqsPage(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  return listTable(db, faqTable, query, { rows: db.select(row).from(faqs).$dynamic(), counted: faqs });
}
