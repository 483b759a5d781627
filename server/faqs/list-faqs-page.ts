import { count, sql } from "drizzle-orm";
import type { TablePage, TableQuery } from "../../core/table-query.ts";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import type { Database } from "../db/client.ts";
import {
  booleanFilter,
  filterConditions,
  offsetOf,
  orderBy,
  searchCondition,
  textFilter,
  whereAll,
} from "../db/list-query.ts";
import { faqs } from "../db/schema.ts";

export const faqTable = {
  sortable: ["displayOrder", "question", "answer", "isActive", "createdAt", "updatedAt"],
  filterable: ["question", "answer", "isActive"],
  defaultSort: { column: "displayOrder", direction: "asc" as const },
} as const;

export type AdminFaqRow = {
  id: string;
  question: string;
  answer: string;
  isActive: boolean;
  displayOrder: number;
  createdAt: Date;
  updatedAt: Date;
  canMoveUp: boolean;
  canMoveDown: boolean;
};

/** FAQ Management's table page (admins only). */
export async function listFaqsPage(
  db: Database,
  actor: SessionUser,
  query: TableQuery,
): Promise<TablePage<AdminFaqRow>> {
  assertAdmin(actor);
  const where = whereAll([
    searchCondition(query.search, [faqs.question, faqs.answer]),
    ...filterConditions(query.filters, {
      question: textFilter(faqs.question),
      answer: textFilter(faqs.answer),
      isActive: booleanFilter(faqs.isActive),
    }),
  ]);
  const columns = {
    displayOrder: faqs.displayOrder,
    question: faqs.question,
    answer: faqs.answer,
    isActive: faqs.isActive,
    createdAt: faqs.createdAt,
    updatedAt: faqs.updatedAt,
  };
  const [rows, [matching], total] = await Promise.all([
    db
      .select({
        ...columns,
        id: faqs.id,
        // The arrows follow the spec's rule: a move needs the neighbour at exactly one less or more.
        canMoveUp: sql<boolean>`EXISTS (SELECT 1 FROM faqs n WHERE n.display_order = faqs.display_order - 1)`,
        canMoveDown: sql<boolean>`EXISTS (SELECT 1 FROM faqs n WHERE n.display_order = faqs.display_order + 1)`,
      })
      .from(faqs)
      .where(where)
      .orderBy(...orderBy(query, columns, faqs.createdAt))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(faqs).where(where),
    db.$count(faqs),
  ]);
  return { rows, matching: matching?.n ?? 0, total, query };
}
