// The one list of where a person's data lives (decision 174), checked against the database's own
// schema on both databases: every column that holds words (text, varchar, JSON) or whose name says it is
// about a person (email, name, phone, address, birth, age, notes...) is a place's (read by the export,
// removed by erasure) or declared not personal with its reason. A new column that is neither fails here.
import { getTableName, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgColumn } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { notPersonal, personalDataPlaces } from "./personal-data.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());

/** Types that hold words: anything can be typed into them. */
const wordTypes = new Set(["text", "character varying", "character", "json", "jsonb"]);
/** Words in a column's name that say it is about a person, whatever its type (an age is a number). */
const personalWords = new Set([
  "email",
  "name",
  "phone",
  "address",
  "birth",
  "age",
  "ip",
  "agent",
  "city",
  "country",
  "company",
  "occupation",
  "note",
  "notes",
  "message",
  "subject",
  "comment",
  "reason",
  "image",
]);

const keyOf = (column: PgColumn) => `${getTableName(column.table)}.${toSnakeCase(column.name)}`;

/** Every column the list accounts for, with where: a place's key, or "not personal". */
function accountedFor(): Map<string, string[]> {
  const where = new Map<string, string[]>();
  const add = (column: PgColumn, by: string) =>
    where.set(keyOf(column), [...(where.get(keyOf(column)) ?? []), by]);
  for (const place of personalDataPlaces)
    for (const column of [...place.personal, ...(place.credentials ?? [])]) add(column, place.key);
  for (const group of notPersonal) for (const column of group.columns) add(column, "not personal");
  return where;
}

async function schemaColumns() {
  const { rows } = await t.services.db.execute<{
    table_name: string;
    column_name: string;
    data_type: string;
  }>(sql`
    SELECT c.table_name, c.column_name, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND tb.table_type = 'BASE TABLE'`);
  return rows;
}

/** The schema's columns that could hold a person's data and that the list does not account for. */
async function unaccounted(): Promise<string[]> {
  const listed = accountedFor();
  return (await schemaColumns())
    .filter(
      (c) => wordTypes.has(c.data_type) || c.column_name.split("_").some((word) => personalWords.has(word)),
    )
    .map((c) => `${c.table_name}.${c.column_name}`)
    .filter((key) => !listed.has(key))
    .sort();
}

describe("the list of where a person's data lives", () => {
  it("accounts for every column of every table that could hold a person's data", async () => {
    expect(await unaccounted()).toEqual([]);
  });

  it("fails on a new table's personal column that nobody read or declared", async () => {
    await t.services.db.execute(
      sql`CREATE TABLE scratch_referrals (id serial PRIMARY KEY, referrer_phone bigint, remarks text)`,
    );
    try {
      expect(await unaccounted()).toEqual(["scratch_referrals.referrer_phone", "scratch_referrals.remarks"]);
    } finally {
      await t.services.db.execute(sql`DROP TABLE scratch_referrals`);
    }
  });

  it("names only columns that exist, each once, and each place under its own key", async () => {
    const existing = new Set((await schemaColumns()).map((c) => `${c.table_name}.${c.column_name}`));
    const listed = accountedFor();
    expect([...listed.keys()].filter((key) => !existing.has(key))).toEqual([]);
    expect([...listed].filter(([, by]) => by.length > 1)).toEqual([]);
    const keys = personalDataPlaces.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
