// The shared data table's state, kept in the URL so a filtered, sorted page can be bookmarked and is
// executed by the database: ?tab=name&q=search&sort=column&dir=asc|desc&page=2&f.column=value

import { stripControlCharacters } from "#core/forms/text.ts";

export type SortDirection = "asc" | "desc";

export type TableQuery = {
  /** The chosen tab of a table that has tabs (the first when none is chosen). */
  tab?: string;
  search: string;
  sort: { column: string; direction: SortDirection } | null;
  filters: Record<string, string>;
  page: number;
  pageSize: number;
};

export const DEFAULT_PAGE_SIZE = 25;
const MAX_TEXT = 200;

/** What a table allows: the columns it sorts and filters by, its default sort, its tabs in order. */
export type TableShape = {
  sortable: readonly string[];
  filterable: readonly string[];
  defaultSort?: TableQuery["sort"];
  tabs?: readonly string[];
};

/**
 * Reads the table state from URL search params, keeping only the columns and tabs the table allows,
 * so a hand-edited URL can never sort or filter by anything else.
 */
export function parseTableQuery(
  params: URLSearchParams,
  allowed: TableShape,
  pageSize = DEFAULT_PAGE_SIZE,
): TableQuery {
  const search = queryText(params, "q");
  const column = params.get("sort");
  const direction: SortDirection = params.get("dir") === "desc" ? "desc" : "asc";
  const sort =
    column && allowed.sortable.includes(column) ? { column, direction } : (allowed.defaultSort ?? null);
  const filters: Record<string, string> = {};
  for (const name of allowed.filterable) {
    const value = queryText(params, `f.${name}`);
    if (value) filters[name] = value;
  }
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const tab = params.get("tab");
  const query: TableQuery = { search, sort, filters, page, pageSize };
  if (tab && allowed.tabs?.includes(tab)) query.tab = tab;
  return query;
}

/**
 * A text the URL gives (the search, a filter): control characters removed, since the database refuses
 * NUL in text and a hand-edited URL can hold anything, then trimmed and cut to a sane length.
 */
function queryText(params: URLSearchParams, name: string): string {
  return stripControlCharacters(params.get(name) ?? "")
    .trim()
    .slice(0, MAX_TEXT);
}

export function isFiltered(query: TableQuery): boolean {
  return query.search !== "" || Object.keys(query.filters).length > 0;
}

/**
 * The next sort when a column header is clicked. FAQ tables cycle asc, desc, off (SPEC section 2);
 * other tables toggle asc and desc.
 */
export function nextSort(
  current: TableQuery["sort"],
  column: string,
  cycle: "asc-desc-off" | "asc-desc",
): TableQuery["sort"] {
  if (current?.column !== column) return { column, direction: "asc" };
  if (current.direction === "asc") return { column, direction: "desc" };
  return cycle === "asc-desc-off" ? null : { column, direction: "asc" };
}

/** The URL search string for a table state change; changing search, filters or sort goes to page 1. */
export function tableSearch(
  base: URLSearchParams,
  change: {
    search?: string;
    sort?: TableQuery["sort"];
    filter?: [string, string];
    page?: number;
    tab?: string;
  },
): string {
  const next = new URLSearchParams(base);
  if (change.tab !== undefined) setOrDelete(next, "tab", change.tab);
  if (change.search !== undefined) setOrDelete(next, "q", change.search);
  if (change.filter) setOrDelete(next, `f.${change.filter[0]}`, change.filter[1]);
  if (change.sort !== undefined) {
    if (change.sort) {
      next.set("sort", change.sort.column);
      next.set("dir", change.sort.direction);
    } else {
      next.delete("sort");
      next.delete("dir");
    }
  }
  if (change.page !== undefined && change.page > 1) next.set("page", String(change.page));
  else next.delete("page");
  const text = next.toString();
  return text ? `?${text}` : "";
}

function setOrDelete(params: URLSearchParams, key: string, value: string) {
  if (value.trim()) params.set(key, value);
  else params.delete(key);
}

/** One page of a list as a loader returns it: its rows, counts, the query it answers and the table's shape. */
export type TablePage<Row> = {
  rows: Row[];
  matching: number;
  total: number;
  query: TableQuery;
  shape: { sortable: readonly string[]; filterable: readonly string[]; tabs: readonly string[] };
  /** Rows per tab under the current search and filters (empty for a table without tabs). */
  tabCounts: Record<string, number>;
};

export function pageCount(matching: number, pageSize: number): number {
  return Math.max(1, Math.ceil(matching / pageSize));
}
