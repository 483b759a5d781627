// A query's rows read back from one JSON column are the rows the same select gives: every column under
// its key, times as dates, nulls kept, in the order asked; on PGlite and PostgreSQL.
import { asc, getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { backupRuns } from "#server/db/schema.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { jsonRowOf, jsonRowsOf, rowFromJson, rowsFromJson } from "./json-rows.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

it("gives the rows and the first row a select gives, from one statement", async () => {
  const db = t.services.db;
  const columns = getTableColumns(backupRuns);
  const empty = await db
    .select({
      rows: jsonRowsOf(db.select().from(backupRuns), backupRuns.fileName),
      first: jsonRowOf(db.select().from(backupRuns).limit(1)),
    })
    .from(sql`(select 1) as one`);
  expect(rowsFromJson(columns, empty[0]!.rows)).toEqual([]);
  expect(rowFromJson(columns, empty[0]!.first)).toBeNull();

  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await db.insert(backupRuns).values([
    {
      trigger: "daily",
      status: "verified",
      startedAt: at(90),
      finishedAt: at(89),
      fileName: "b.tar.gz",
      bytes: 2_500_000_000,
      host: "h1",
    },
    {
      trigger: "on-demand",
      status: "failed",
      startedAt: at(30),
      finishedAt: at(29),
      fileName: null,
      host: "h2",
      error: "disk full",
    },
    {
      trigger: "daily",
      status: "verified",
      startedAt: at(10),
      finishedAt: at(9),
      fileName: "a.tar.gz",
      bytes: 1,
      host: "h1",
    },
  ]);
  const selected = await db.select().from(backupRuns).orderBy(asc(backupRuns.fileName));
  const [row] = await db
    .select({
      rows: jsonRowsOf(db.select().from(backupRuns), backupRuns.fileName),
      first: jsonRowOf(db.select().from(backupRuns).orderBy(asc(backupRuns.fileName)).limit(1)),
    })
    .from(sql`(select 1) as one`);
  const rows = rowsFromJson(columns, row!.rows);
  expect(rows.map((r) => r.fileName)).toEqual(["a.tar.gz", "b.tar.gz", null]);
  expect(rows).toEqual(selected);
  expect(rows[0]!.finishedAt).toBeInstanceOf(Date);
  expect(rowFromJson(columns, row!.first)).toEqual(selected[0]);
});
