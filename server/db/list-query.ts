// Turns a TableQuery (core/table-query.ts) into SQL for one table: search across some columns,
// per-column filters, a whitelisted sort, and LIMIT/OFFSET paging, with the two counts the table's
// footer shows. The database does the work, so a table of 100,000 rows stays fast.
import { type AnyColumn, and, asc, desc, ilike, or, type SQL, sql } from "drizzle-orm";
import type { TableQuery } from "../../core/table-query.ts";

/** Escapes LIKE wildcards so a search for "100%" means the text "100%". */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function searchCondition(search: string, columns: AnyColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export type FilterSpec = Record<string, (value: string) => SQL | undefined>;

export function filterConditions(filters: Record<string, string>, spec: FilterSpec): SQL[] {
  return Object.entries(filters)
    .map(([name, value]) => spec[name]?.(value))
    .filter((c): c is SQL => c !== undefined);
}

export const textFilter = (column: AnyColumn) => (value: string) => ilike(column, containsPattern(value));

/** "yes", "true", "active" and their opposites, for boolean columns. */
export const booleanFilter = (column: AnyColumn) => (value: string) => {
  const v = value.toLowerCase();
  if (["true", "yes", "active", "1"].includes(v)) return sql`${column} = true`;
  if (["false", "no", "inactive", "0"].includes(v)) return sql`${column} = false`;
  return undefined;
};

/**
 * The ORDER BY for a table query: the chosen column, then a unique tie-breaker so paging is stable.
 * The tie-breaker runs in the same direction, so an index on (column, tie-breaker) serves both ways.
 */
export function orderBy(query: TableQuery, columns: Record<string, AnyColumn>, tieBreaker: AnyColumn): SQL[] {
  const column = query.sort ? columns[query.sort.column] : undefined;
  if (!column || !query.sort) return [asc(tieBreaker)];
  const direction = query.sort.direction === "desc" ? desc : asc;
  return [direction(column), direction(tieBreaker)];
}

export function whereAll(conditions: (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

export const offsetOf = (query: TableQuery) => (query.page - 1) * query.pageSize;
