// Every row of a list in pages, by keyset (decision 148): each page starts after the last row of the
// one before, found by the ORDER BY keys' values, so the 100th page costs what the first does and the
// memory held is one page, whatever the list's length. No transaction stays open between pages (PGlite
// has one connection: a slow download must not hold the database).
import { and, asc, Column, desc, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";

export type Keyset = { where: SQL | undefined; keys: SQLWrapper[]; direction: "asc" | "desc" };

/** The keys' values as text and their types, selected beside a row so the next page can start after it. */
export function keysetFields(keys: SQLWrapper[]) {
  return Object.fromEntries(
    keys.flatMap((key, i) => [
      [`__key${i}`, sql<string | null>`(${key})::text`],
      [`__type${i}`, sql<string>`pg_typeof(${key})::text`],
    ]),
  );
}

type KeyedRow = Record<string, unknown>;
// pg_typeof names a type in words ("timestamp with time zone"), never with anything else in it.
const TYPE_NAME = /^[a-z_][a-z0-9_ ]*$/;

/** The row's key values, each cast back to the key's type (null stays null). */
function lastValues(row: KeyedRow, count: number): (SQL | null)[] {
  return Array.from({ length: count }, (_, i) => {
    const value = row[`__key${i}`];
    const type = String(row[`__type${i}`]);
    if (!TYPE_NAME.test(type)) throw new Error(`Unexpected sort key type ${type}`);
    return value === null || value === undefined ? null : sql`CAST(${String(value)} AS ${sql.raw(type)})`;
  });
}

/**
 * The rows after the one whose keys are `values`, in ORDER BY's terms: ascending sorts put NULL last,
 * descending first. With no NULL among the values, a row comparison (which a (key, id) index answers)
 * does the work, plus, ascending, the rows whose first differing key is NULL.
 */
export function afterKeys(keys: SQLWrapper[], values: (SQL | null)[], direction: "asc" | "desc"): SQL {
  const equal = (i: number) =>
    values[i] === null ? sql`${keys[i]} IS NULL` : sql`${keys[i]} = ${values[i]}`;
  const prefixEqual = (i: number) => keys.slice(0, i).map((_, j) => equal(j));
  if (values.every((v) => v !== null)) {
    const row = sql`(${sql.join(keys, sql`, `)}) ${sql.raw(direction === "asc" ? ">" : "<")} (${sql.join(values as SQL[], sql`, `)})`;
    if (direction === "desc") return row;
    // A NOT NULL column needs no NULL tail: left out, the row comparison alone can use the index.
    const nullTails = keys
      .slice(0, -1)
      .map((key, i) =>
        key instanceof Column && key.notNull ? undefined : and(...prefixEqual(i), sql`${key} IS NULL`),
      )
      .filter((tail): tail is SQL => tail !== undefined);
    return or(row, ...nullTails) as SQL;
  }
  const after = (i: number): SQL => {
    const v = values[i];
    if (direction === "asc") return v === null ? sql`false` : sql`(${keys[i]} > ${v} OR ${keys[i]} IS NULL)`;
    return v === null ? sql`${keys[i]} IS NOT NULL` : sql`${keys[i]} < ${v}`;
  };
  return or(...keys.map((_, i) => and(...prefixEqual(i), after(i)) as SQL)) as SQL;
}

/**
 * Yields the list's rows page by page. `select(extra)` is the list's own rows select with `extra`
 * fields added (the keys); they are taken off again before a row is yielded.
 */
export async function* keysetPages<Row extends KeyedRow>(
  select: (extra: ReturnType<typeof keysetFields>) => PgSelect,
  { where, keys, direction }: Keyset,
  pageSize = 1000,
): AsyncGenerator<Row[]> {
  const order = direction === "asc" ? asc : desc;
  let after: SQL | undefined;
  for (;;) {
    const rows = (await select(keysetFields(keys))
      .where(and(where, after))
      .orderBy(...keys.map((key) => order(key as SQL)))
      .limit(pageSize)) as KeyedRow[];
    const last = rows.at(-1);
    if (!last) return;
    after = afterKeys(keys, lastValues(last, keys.length), direction);
    yield rows.map(withoutKeys) as Row[];
    if (rows.length < pageSize) return;
  }
}

function withoutKeys(row: KeyedRow): KeyedRow {
  const out: KeyedRow = {};
  for (const [name, value] of Object.entries(row)) if (!name.startsWith("__")) out[name] = value;
  return out;
}
