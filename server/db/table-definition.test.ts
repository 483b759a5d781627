// The one paged list behind every admin table: tabs with counts under the current search and filters.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { makeFaq } from "#server/seed/factories.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { faqs } from "./schema.ts";
import { defineTable, listPage, listTable } from "./table-definition.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  for (let i = 1; i <= 7; i++)
    await makeFaq(t.services.db, {
      question: `${i % 2 ? "Odd" : "Even"} ${i}?`,
      isActive: i <= 5,
      displayOrder: i,
    });
});
afterAll(() => t.close());

const table = defineTable({
  columns: {
    question: { sql: faqs.question, sortable: true, filter: "text" },
    displayOrder: { sql: faqs.displayOrder, sortable: true },
  },
  search: [faqs.question],
  tieBreaker: faqs.id,
  defaultSort: { column: "displayOrder", direction: "asc" },
  tabs: [
    ["all", undefined],
    ["active", eq(faqs.isActive, true)],
    ["hidden", eq(faqs.isActive, false)],
  ],
});

const page = (search: string) =>
  listTable(t.services.db, table, parseTableQuery(new URLSearchParams(search), table), {
    name: "faqs in a test",
    rows: t.services.db.select({ id: faqs.id, question: faqs.question }).from(faqs).$dynamic(),
    counted: faqs,
  });

it("shows the first tab by default and counts every tab", async () => {
  const first = await page("");
  expect(first.query.tab).toBe("all");
  expect([first.matching, first.total]).toEqual([7, 7]);
  expect(first.tabCounts).toEqual({ all: 7, active: 5, hidden: 2 });
  expect(first.shape).toEqual({
    sortable: ["question", "displayOrder"],
    filterable: ["question"],
    tabs: ["all", "active", "hidden"],
  });
});

it("narrows to a tab, and counts the tabs under the search", async () => {
  const hidden = await page("tab=hidden");
  expect(hidden.rows.map((r) => r.question)).toEqual(["Even 6?", "Odd 7?"]);
  expect([hidden.matching, hidden.total]).toEqual([2, 7]);
  const odd = await page("tab=active&q=odd");
  expect(odd.rows.map((r) => r.question)).toEqual(["Odd 1?", "Odd 3?", "Odd 5?"]);
  expect(odd.tabCounts).toEqual({ all: 4, active: 3, hidden: 1 });
});

it("takes every tab's count from countTabs when given, the matching one included", async () => {
  const counted: (string | undefined)[] = [];
  const run = (search: string) =>
    listPage(table, parseTableQuery(new URLSearchParams(search), table), {
      rows: async () => [],
      count: async (where) => {
        counted.push(where ? "some" : "every");
        return 70;
      },
      countTabs: async (filtered) =>
        filtered ? { all: 4, active: 3, hidden: 1 } : { all: 7, active: 5, hidden: 2 },
    });
  const hidden = await run("tab=hidden");
  expect([hidden.matching, hidden.total, hidden.tabCounts]).toEqual([2, 7, { all: 7, active: 5, hidden: 2 }]);
  expect(counted).toEqual([]);
  // Searched, the total is every row: the one count left.
  const odd = await run("tab=active&q=odd");
  expect([odd.matching, odd.total]).toEqual([3, 70]);
  expect(counted).toEqual(["every"]);
});

it("ignores a tab the table does not have", async () => {
  expect((await page("tab=secret")).query.tab).toBe("all");
});

it("sorts by several keys and searches with conditions of its own", async () => {
  const keyed = defineTable({
    columns: {
      // Active ones first, then by order: two keys in the chosen direction, then the tie-breaker.
      state: { sql: faqs.isActive, sortable: true, sortBy: [sql`NOT ${faqs.isActive}`, faqs.displayOrder] },
    },
    search: [(pattern) => sql`${faqs.question} ILIKE ${pattern} AND ${faqs.displayOrder} > 2`],
    tieBreaker: faqs.id,
  });
  const run = (search: string) =>
    listPage(keyed, parseTableQuery(new URLSearchParams(search), keyed), {
      rows: ({ where, orderBy }) =>
        t.services.db
          .select({ order: faqs.displayOrder })
          .from(faqs)
          .where(where)
          .orderBy(...orderBy),
      count: async (where) => (await t.services.db.select({ n: count() }).from(faqs).where(where))[0]?.n ?? 0,
    });
  expect((await run("sort=state&dir=asc")).rows.map((r) => r.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect((await run("sort=state&dir=desc")).rows.map((r) => r.order)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  expect((await run("q=odd&sort=state")).rows.map((r) => r.order)).toEqual([3, 5, 7]);
});

it("reads the same pages with keysFirst (keys first, then their rows) as in one select", async () => {
  const db = t.services.db;
  const rows = () => db.select({ id: faqs.id, question: faqs.question }).from(faqs).$dynamic();
  const searches = [
    "",
    "q=odd",
    "tab=active",
    "tab=hidden&q=even",
    "sort=question&dir=desc",
    "sort=displayOrder&dir=desc&q=e",
  ];
  for (const search of searches) {
    for (const pageNumber of [1, 2, 3]) {
      const query = parseTableQuery(new URLSearchParams(`${search}&page=${pageNumber}`), table, 2);
      const plain = await listTable(db, table, query, {
        name: "faqs in a test",
        rows: rows(),
        counted: faqs,
      });
      const keyed = await listTable(db, table, query, {
        name: "faqs in a test, keys first",
        rows: rows(),
        counted: faqs,
        keysFirst: true,
      });
      expect(keyed.rows, `${search} page ${pageNumber}`).toEqual(plain.rows);
      expect(keyed.matching).toBe(plain.matching);
    }
  }
  // Not vacuous: the pages differ from one another.
  const second = parseTableQuery(new URLSearchParams("page=2"), table, 2);
  const keyedSecond = await listTable(db, table, second, {
    name: "faqs in a test, keys first",
    rows: rows(),
    counted: faqs,
    keysFirst: true,
  });
  expect(keyedSecond.rows.map((r) => r.question)).toEqual(["Odd 3?", "Even 4?"]);
});
