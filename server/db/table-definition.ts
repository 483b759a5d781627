// One typed definition per admin list: each column's SQL and whether it sorts and filters, what the
// search box searches, the default sort, and optional tabs (named conditions with counts). One paged
// query runs it, in the database, so a table of 100,000 rows stays fast; the definition's public part
// (column names, tabs) travels with the page so the screen never declares them a second time.
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  getTableName,
  ilike,
  inArray,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { TablePage, TableQuery, TableShape } from "#core/admin/table-query.ts";
import type { Database } from "./client.ts";
import { runKept } from "./prepared-statement.ts";

type Filter = "text" | "boolean" | ((value: string) => SQL | undefined);

export type ColumnDefinition = {
  /** The expression the column sorts and filters by (a column, or SQL such as lower(email)). */
  sql: SQLWrapper;
  sortable?: boolean;
  /** Sort keys when sorting needs more than `sql` (a state, then a time), each in the chosen direction. */
  sortBy?: SQLWrapper[];
  filter?: Filter;
};

/**
 * What the search box looks in: a column or expression (case-insensitive "contains"), or a condition
 * made from the LIKE pattern (a subquery on another table, say).
 */
export type SearchTarget = SQLWrapper | ((pattern: string) => SQL | undefined);

export type TableDefinition<Columns extends string = string, Tabs extends string = string> = TableShape & {
  tabs: readonly Tabs[];
  columns: Record<Columns, ColumnDefinition>;
  /** What the search box looks in (case-insensitive "contains"). */
  search: SearchTarget[];
  /** A unique column that makes paging stable when the sort column has ties. */
  tieBreaker: AnyColumn;
  tabConditions: Partial<Record<Tabs, SQL>>;
};

/**
 * Declares a list. `tabs` are listed in display order; the first is the default and a tab without a
 * condition shows every row.
 */
export function defineTable<Columns extends string, Tabs extends string = never>(definition: {
  columns: Record<Columns, ColumnDefinition>;
  search: SearchTarget[];
  tieBreaker: AnyColumn;
  defaultSort?: { column: NoInfer<Columns>; direction: "asc" | "desc" };
  tabs?: [Tabs, SQL | undefined][];
}): TableDefinition<Columns, Tabs> {
  const names = Object.keys(definition.columns) as Columns[];
  return {
    columns: definition.columns,
    search: definition.search,
    tieBreaker: definition.tieBreaker,
    sortable: names.filter((n) => definition.columns[n].sortable),
    filterable: names.filter((n) => definition.columns[n].filter !== undefined),
    defaultSort: definition.defaultSort ?? null,
    tabs: (definition.tabs ?? []).map(([name]) => name),
    tabConditions: Object.fromEntries((definition.tabs ?? []).filter(([, c]) => c !== undefined)) as Partial<
      Record<Tabs, SQL>
    >,
  };
}

/** Escapes LIKE wildcards so a search for "100%" means the text "100%". */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const asFilter = (filter: Filter, column: SQLWrapper) => (value: string) => {
  if (typeof filter === "function") return filter(value);
  if (filter === "text") return ilike(column as AnyColumn, containsPattern(value));
  // Boolean columns accept "yes", "true", "active" and their opposites.
  const v = value.toLowerCase();
  if (["true", "yes", "active", "1"].includes(v)) return sql`${column} = true`;
  if (["false", "no", "inactive", "0"].includes(v)) return sql`${column} = false`;
  return undefined;
};

function allOf(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/** Search and column filters (the tab is applied separately, so each tab can be counted). */
function filtersOf(definition: TableDefinition, query: TableQuery): SQL | undefined {
  const pattern = containsPattern(query.search);
  const search = query.search
    ? or(
        ...definition.search.map((target) =>
          typeof target === "function" ? target(pattern) : ilike(target as AnyColumn, pattern),
        ),
      )
    : undefined;
  const filters = Object.entries(query.filters).map(([name, value]) => {
    const column = definition.columns[name];
    return column?.filter ? asFilter(column.filter, column.sql)(value) : undefined;
  });
  return allOf([search, ...filters]);
}

/**
 * ORDER BY the chosen column, then the tie-breaker in the same direction, so an index on
 * (column, tie-breaker) serves both directions.
 */
function orderOf(definition: TableDefinition, query: TableQuery): SQL[] {
  const column = query.sort ? definition.columns[query.sort.column] : undefined;
  if (!column || !query.sort) return [asc(definition.tieBreaker)];
  const direction = query.sort.direction === "desc" ? desc : asc;
  const keys = column.sortBy ?? [column.sql];
  return [...keys.map((key) => direction(key as AnyColumn)), direction(definition.tieBreaker)];
}

/**
 * What a list shows, without paging: its WHERE (search, filters and tab, as a page has them) and its
 * ORDER BY keys in one direction (the sort's keys, then the tie-breaker). The CSV export reads the list
 * through this, so it holds exactly the rows the screen does (decision 148).
 */
export function listScope(definition: TableDefinition, query: TableQuery) {
  const tab = query.tab ?? definition.tabs[0];
  const where = allOf([filtersOf(definition, query), tab ? definition.tabConditions[tab] : undefined]);
  const column = query.sort ? definition.columns[query.sort.column] : undefined;
  const direction: "asc" | "desc" = column && query.sort?.direction === "desc" ? "desc" : "asc";
  const keys: SQLWrapper[] = [...(column ? (column.sortBy ?? [column.sql]) : []), definition.tieBreaker];
  return { where, keys, direction };
}

export type ListParts = {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The list as a visit first shows it: the first page, unsearched, unfiltered, in the default order. */
  landing: boolean;
};

const sameSort = (a: TableQuery["sort"], b: TableQuery["sort"] | undefined) =>
  (a ?? null) === (b ?? null) || (!!a && !!b && a.column === b.column && a.direction === b.direction);

/**
 * One page of a list: `rows` selects with the given parts, `count` counts rows matching a condition
 * (the same FROM and joins as `rows`). With tabs, each tab's count comes back for its badge, and the
 * current tab's count is the matching count. `countTabs`, when given, counts every tab under the
 * search and filters its own way (stored counts, one statement); without it each tab is one `count`.
 */
export async function listPage<Row>(
  definition: TableDefinition,
  query: TableQuery,
  run: {
    rows: (parts: ListParts) => Promise<Row[]>;
    count: (where: SQL | undefined) => Promise<number>;
    countTabs?: (filtered: SQL | undefined) => Promise<Record<string, number>>;
  },
): Promise<TablePage<Row>> {
  const filtered = filtersOf(definition, query);
  const tab = query.tab ?? definition.tabs[0];
  const tabCondition = tab ? definition.tabConditions[tab] : undefined;
  const where = allOf([filtered, tabCondition]);
  const countTabs =
    run.countTabs ??
    (async (under: SQL | undefined) => {
      const counts = await Promise.all(
        definition.tabs.map((name) => run.count(allOf([under, definition.tabConditions[name]]))),
      );
      return Object.fromEntries(definition.tabs.map((name, i) => [name, counts[i] ?? 0]));
    });
  const onTab = tab !== undefined && definition.tabs.includes(tab);
  // Unfiltered, a tab without a condition counts every row: that is the total.
  const everyRowTab = definition.tabs.find((name) => !definition.tabConditions[name]);
  const [rows, tabCounts, counted, total] = await Promise.all([
    run.rows({
      where,
      orderBy: orderOf(definition, query),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      landing: !where && query.page === 1 && sameSort(query.sort, definition.defaultSort),
    }),
    definition.tabs.length > 0 ? countTabs(filtered) : null,
    // The current tab's count is the matching count: one query fewer.
    onTab ? null : run.count(where),
    // The total is counted only when the search or filters narrow the list (or no tab shows every row):
    // otherwise it is the matching count, or the every-row tab's badge.
    where && (filtered || !everyRowTab) ? run.count(undefined) : null,
  ]);
  const badges = Object.fromEntries(definition.tabs.map((name) => [name, tabCounts?.[name] ?? 0]));
  const matching = onTab ? (badges[tab] ?? 0) : (counted ?? 0);
  return {
    rows,
    matching,
    total: total ?? (where && everyRowTab ? (badges[everyRowTab] ?? 0) : matching),
    query: { ...query, tab },
    shape: { sortable: definition.sortable, filterable: definition.filterable, tabs: definition.tabs },
    tabCounts: badges,
  };
}

/** Where a list's rows and counts come from: all a list declares besides its definition. */
export type ListSource<Rows extends PgSelect> = {
  /**
   * The list's name, under which the statements of its landing view are kept composed and prepared
   * (`runKept`): `rows` and `counted` must be the same whoever asks, no value of the request in them.
   */
  name: string;
  /** The rows' select with its FROM and joins, `.$dynamic()`, without WHERE: the page adds the rest. */
  rows: Rows;
  /**
   * What the counts read: the list's own table, or a FROM with the join a condition needs. Conditions on
   * other tables are subqueries (decision 113), so the counts of most lists need no join.
   */
  counted: Parameters<Database["$count"]>[0];
  /** Every row's count, when it is kept (decision 114) or needs less than `counted`. */
  total?: () => Promise<number>;
  /**
   * For a list whose rows carry per-row subqueries: the page's keys (the tie-breaker, read from
   * `counted`, which holds every column a condition needs) are found first over the bare columns, then
   * the rows of those keys only. PostgreSQL computes a select's subqueries for every row an OFFSET
   * skips: page 3,000 of Training Events read 150,000 booking counts to show 25 rows (decision 163).
   */
  keysFirst?: boolean;
  /** Every tab's count under the search and filters, in fewer statements than one count per tab. */
  countTabs?: (filtered: SQL | undefined) => Promise<Record<string, number>>;
};

/**
 * A list's rows over one table: `row`'s fields with `extra` beside them (an export's sort keys), left
 * open for the page's where, order and limit.
 */
export function rowsOf<Row extends SelectedFields>(row: Row, table: PgTable) {
  return <E extends Record<string, SQL>>(db: Database, extra = {} as E) =>
    db
      .select({ ...row, ...extra })
      .from(table)
      .$dynamic();
}

/**
 * A page size written into a statement's text rather than sent as a parameter: Drizzle writes an
 * object LIMIT as it is (its own placeholders go that way). Only for a whole number the code chose.
 */
const inText = (size: number) => sql.raw(String(size)) as unknown as Placeholder;

/** One page of a list, read from `source`: the one way the admin lists select and count. */
export function listTable<Rows extends PgSelect>(
  db: Database,
  definition: TableDefinition,
  query: TableQuery,
  source: ListSource<Rows>,
): Promise<TablePage<Awaited<Rows>[number]>> {
  const { total, counted, name } = source;
  return listPage(definition, query, {
    rows: ({ where, orderBy, limit, offset, landing }) => {
      // The landing view's statement has no parameter (its page size written into its text), so the
      // database keeps it prepared with its plan, and it is composed once, under the list's name
      // (prepared-statement.ts, `runKept`).
      const pageSize = landing && Number.isSafeInteger(limit) && limit > 0 ? inText(limit) : limit;
      const page = <S extends PgSelect>(select: S) =>
        select
          .where(where)
          .orderBy(...orderBy)
          .limit(pageSize)
          .offset(offset);
      const compose = () => {
        if (!source.keysFirst) return page(source.rows);
        const keys = db
          .select({ key: sql`${definition.tieBreaker}` })
          .from(sql`${counted}`)
          .$dynamic();
        return source.rows.where(inArray(definition.tieBreaker, page(keys))).orderBy(...orderBy);
      };
      return landing ? runKept(db, `${name}: the first ${limit} by default`, compose) : compose();
    },
    count: (where) => {
      if (where) return db.$count(counted, where);
      if (total) return total();
      return runKept(db, `${name}: count`, () => db.select({ count: count() }).from(counted as PgTable)).then(
        (r) => r[0]?.count ?? 0,
      );
    },
    countTabs: source.countTabs,
  });
}

/**
 * The counts of tabs that are one status each (core/admin/status-tabs.ts: All, then a tab per status),
 * under the search and filters, in one grouped pass instead of a count per tab: an index-only scan of
 * the status index when nothing narrows the list.
 */
export function statusTabCounts(db: Database, counted: PgTable, status: PgColumn) {
  return async (filtered: SQL | undefined): Promise<Record<string, number>> => {
    const grouped = () =>
      db
        .select({ status: sql<string>`${status}`, n: count() })
        .from(counted)
        .where(filtered)
        .groupBy(status);
    // Unfiltered, the statement has no parameter: kept prepared, as the landing view's page is.
    const rows = await (filtered
      ? grouped()
      : runKept(db, `${getTableName(counted)}: count by ${status.name}`, grouped));
    const counts: Record<string, number> = { all: 0 };
    for (const row of rows) {
      counts[row.status] = row.n;
      counts.all! += row.n;
    }
    return counts;
  };
}

/**
 * Whether a row of an ordered table has a neighbour exactly one place before or after it (the reorder
 * arrows, SPEC section 4), as two correlated EXISTS the display_order index answers.
 */
export function neighbourFlags(table: "faqs" | "programs") {
  const name = sql.identifier(table);
  return {
    canMoveUp: sql<boolean>`EXISTS (SELECT 1 FROM ${name} n WHERE n.display_order = ${name}.display_order - 1)`,
    canMoveDown: sql<boolean>`EXISTS (SELECT 1 FROM ${name} n WHERE n.display_order = ${name}.display_order + 1)`,
  };
}
