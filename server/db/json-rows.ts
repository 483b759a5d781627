// A query's rows as one JSON column of another statement, so a screen that reads several things on
// every visit reads them in one statement (decision 274): each statement a request sends costs the
// server a write to the database's socket, a read of its answer and the pool's hand-offs, more than
// the query itself. The JSON carries the database's column names and text forms; `rowsFromJson` maps
// them back through the same columns' decoders a select would use (times become dates). The query
// selects plain columns, each name once.
import { type Column, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { CasingCache } from "drizzle-orm/casing";
import { COLUMN_CASING } from "./client.ts";

/** A column's name in the database, as Drizzle writes it in a statement. */
const casing = new CasingCache(COLUMN_CASING);

/** Every row of `query` as a JSON array (`[]` when none), ordered by `orderBy`, a column it selects. */
export function jsonRowsOf(query: SQLWrapper, orderBy: Column): SQL<unknown> {
  return sql`(select coalesce(json_agg(r order by r.${sql.identifier(casing.getColumnCasing(orderBy))}), '[]'::json) from (${query}) r)`;
}

/** The first row of `query` (which limits itself to one) as a JSON object, or null when none. */
export function jsonRowOf(query: SQLWrapper): SQL<unknown> {
  return sql`(select row_to_json(r) from (${query}) r)`;
}

/** What a select of `fields` gives: a column's data, or null when the column may hold none. */
type RowOf<Fields extends Record<string, Column>> = {
  [Key in keyof Fields]: Fields[Key]["_"]["notNull"] extends true
    ? Fields[Key]["_"]["data"]
    : Fields[Key]["_"]["data"] | null;
};

/** A JSON row of `jsonRowOf`/`jsonRowsOf` as the select of `fields` would give it (null stays null). */
export function rowFromJson<Fields extends Record<string, Column>>(
  fields: Fields,
  json: unknown,
): RowOf<Fields> | null {
  if (json === null || typeof json !== "object") return null;
  const values = json as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(fields)) {
    const value = values[casing.getColumnCasing(column)];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as RowOf<Fields>;
}

/** Every row of a `jsonRowsOf` column. */
export function rowsFromJson<Fields extends Record<string, Column>>(
  fields: Fields,
  json: unknown,
): RowOf<Fields>[] {
  return Array.isArray(json) ? json.map((row) => rowFromJson(fields, row)!) : [];
}
