// The database's work happens off the thread that serves requests, on both drivers: PostgreSQL in its own
// process, the embedded PGlite in a worker thread of its own (decision 187). What crosses between the
// threads keeps its meaning: rows, errors with their PostgreSQL fields, transactions that commit or roll
// back as a whole.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { embeddedDatabase, pgErrorCode } from "./client.ts";
import { preparedPerDatabase } from "./prepared-statement.ts";
import { appSettings } from "./schema.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** How many times the event loop turns before `work` settles. */
async function loopTurnsDuring(work: Promise<unknown>): Promise<number> {
  let settled = false;
  const done = work.finally(() => {
    settled = true;
  });
  let turns = 0;
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve));
    turns++;
  }
  await done;
  return turns;
}

describe("the database seen from the request thread", () => {
  it("lets the event loop run other requests' work while a statement runs", async () => {
    // A statement of a hundred milliseconds or more. Run in the request thread, it would hold the loop for
    // all of them: a handful of turns between the protocol's steps, however long it took.
    const turns = await loopTurnsDuring(
      t.services.db.execute(sql`select count(*) from generate_series(1, 1000000)`),
    );
    expect(turns).toBeGreaterThan(100);
  });

  it("answers rows as the driver reads them: text, numbers, JSON, dates kept as text", async () => {
    const result = await t.services.db.execute(
      sql`select 'a'::text as t, 2::int as n, '{"x":[1]}'::jsonb as j, '2026-01-02 03:04:05+00'::timestamptz as d`,
    );
    const [row] = result.rows as { t: string; n: number; j: unknown; d: string }[];
    expect(row).toMatchObject({ t: "a", n: 2, j: { x: [1] } });
    expect(typeof row!.d).toBe("string");
  });

  it("keeps dates as text for Drizzle only: a statement asking for PGlite's own parsing still gets it", async () => {
    const thread = embeddedDatabase(t.services.db);
    if (!thread) return; // PostgreSQL: node-postgres reads its own types; nothing of the worker's to check.
    const text = `select '2026-01-02 03:04:05+00'::timestamptz as d, '2026-01-02'::date as day,
      array['2026-01-02 03:04:05']::timestamp[] as list, '1 hour'::interval as span`;
    // Drizzle's statements, before and after a raw one, answer each type as its text.
    const drizzle = () => t.services.db.execute(sql.raw(text));
    const [before, raw, after] = await Promise.all([drizzle(), thread.query(text), drizzle()]);
    for (const result of [before, after])
      expect(result.rows[0]).toEqual({
        d: "2026-01-02 03:04:05+00",
        day: "2026-01-02",
        list: '{"2026-01-02 03:04:05"}',
        span: "01:00:00",
      });
    // A statement that asks for nothing gets PGlite's defaults, as before the worker kept text for Drizzle.
    const row = raw.rows[0] as { d: unknown; day: unknown; list: unknown[]; span: unknown };
    expect(row.d).toEqual(new Date("2026-01-02T03:04:05Z"));
    expect(row.day).toBeInstanceOf(Date);
    expect(row.list[0]).toBeInstanceOf(Date);
    expect(row.span).toBe("01:00:00");
  });

  it("throws PostgreSQL's error with its code and constraint", async () => {
    await t.services.db.insert(appSettings).values({ key: "thread-test-duplicate", value: 1 });
    const error = await t.services.db
      .insert(appSettings)
      .values({ key: "thread-test-duplicate", value: 2 })
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe("23505");
    expect((error as { cause?: { constraint?: string } }).cause?.constraint).toBe("app_settings_pkey");
  });

  it("commits a transaction as a whole, and rolls it back as a whole, savepoints included", async () => {
    const { db } = t.services;
    await db.transaction(async (tx) => {
      await tx.insert(appSettings).values({ key: "thread-test-kept", value: 1 });
      await tx
        .transaction(async (inner) => {
          await inner.insert(appSettings).values({ key: "thread-test-inner", value: 1 });
          throw new Error("inner fails");
        })
        .catch(() => {});
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(appSettings).values({ key: "thread-test-dropped", value: 1 });
        throw new Error("outer fails");
      }),
    ).rejects.toThrow("outer fails");
    const keys = (await db.select({ key: appSettings.key }).from(appSettings)).map((row) => row.key);
    expect(keys).toContain("thread-test-kept");
    expect(keys).not.toContain("thread-test-inner");
    expect(keys).not.toContain("thread-test-dropped");
    const [kept] = await db.select().from(appSettings).where(eq(appSettings.key, "thread-test-kept"));
    expect(kept?.value).toBe(1);
  });
});

describe("a statement kept prepared", () => {
  const setting = preparedPerDatabase((db) =>
    db
      .select({ value: appSettings.value, updatedAt: appSettings.updatedAt })
      .from(appSettings)
      .where(eq(appSettings.key, sql.placeholder("key")))
      .prepare("test_kept_setting"),
  );
  const text = () => setting(t.services.db).getQuery().sql;

  it("answers each run as the same statement run plain, past the runs after which a plan is kept", async () => {
    await t.services.db.insert(appSettings).values({ key: "kept-a", value: { n: 1 } });
    const plain = await t.services.db
      .select({ value: appSettings.value, updatedAt: appSettings.updatedAt })
      .from(appSettings)
      .where(eq(appSettings.key, "kept-a"));
    expect(plain).toHaveLength(1);
    for (let run = 0; run < 8; run++) {
      expect(await setting(t.services.db).execute({ key: "kept-a" })).toEqual(plain);
      expect(await setting(t.services.db).execute({ key: "kept-none" })).toEqual([]);
    }
  });

  it("is parsed once on the embedded database, under one name", async () => {
    const thread = embeddedDatabase(t.services.db);
    if (!thread) return; // PostgreSQL: node-postgres prepares it per connection by Drizzle's name.
    for (let run = 0; run < 3; run++) await setting(t.services.db).execute({ key: "kept-a" });
    const named = await thread.query("select name from pg_prepared_statements where statement = $1", [
      text(),
    ]);
    expect(named.rows).toHaveLength(1);
  });

  it("runs inside the transaction that runs it, and waits for another's to end", async () => {
    const thread = embeddedDatabase(t.services.db);
    if (!thread) return; // PostgreSQL: each connection is its own session; nothing of the worker's.
    let outside: Promise<unknown> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query(`insert into app_settings (key, value) values ('kept-b', '2')`);
      // Its own uncommitted row, read by the kept statement in this transaction.
      expect((await tx.query(text(), ["kept-b"])).rows).toHaveLength(1);
      // Outside it, the same statement waits: it must not run in this transaction, which rolls back.
      outside = setting(t.services.db).execute({ key: "kept-b" });
      await tx.rollback();
    });
    expect(await outside).toEqual([]);
  });

  it("reports PostgreSQL's error of a run with its code, and runs again after it", async () => {
    const thread = embeddedDatabase(t.services.db);
    if (!thread) return; // PostgreSQL: node-postgres' own named statements.
    const byId = "select key from app_settings where key = $1 and updated_at > $2::timestamptz";
    thread.keepPrepared(byId);
    const error = await thread.query(byId, ["kept-a", "not a time"]).catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe("22007");
    expect((await thread.query(byId, ["kept-a", "2000-01-01T00:00:00Z"])).rows).toHaveLength(1);
    // One whose text does not parse fails each time, and costs the next statement nothing.
    const broken = "select key frm app_settings where key = $1";
    thread.keepPrepared(broken);
    for (let run = 0; run < 2; run++)
      expect(pgErrorCode(await thread.query(broken, ["x"]).catch((e: unknown) => e))).toBe("42601");
    expect(await setting(t.services.db).execute({ key: "kept-a" })).toHaveLength(1);
  });

  it("runs again after the session's prepared statements are dropped, by a backup's dump or anyone", async () => {
    const thread = embeddedDatabase(t.services.db);
    if (!thread) return; // PostgreSQL: a backup is pg_dump's own session.
    await t.services.db.insert(appSettings).values({ key: "kept-c", value: 3 });
    expect(await setting(t.services.db).execute({ key: "kept-c" })).toHaveLength(1);
    // pglite-tools' pgDump ends with DEALLOCATE ALL (a backup runs it every night, as here).
    await thread.transaction(async (tx) => {
      await tx.exec("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
      await tx.pgDump(["--schema-only"]);
      await tx.rollback();
    });
    expect(await setting(t.services.db).execute({ key: "kept-c" })).toHaveLength(1);
    await thread.exec("DEALLOCATE ALL");
    expect(await setting(t.services.db).execute({ key: "kept-c" })).toHaveLength(1);
    expect(await setting(t.services.db).execute({ key: "kept-c" })).toHaveLength(1);
  });

  it("is parsed again after a thousand runs, so that its plan follows the tables as they grow", async () => {
    const thread = embeddedDatabase(t.services.db);
    if (!thread) return; // PostgreSQL: autovacuum's ANALYZE makes node-postgres' statements plan again.
    const names = async () =>
      (await thread.query("select name from pg_prepared_statements where statement = $1", [text()])).rows;
    await setting(t.services.db).execute({ key: "kept-a" });
    const [before] = await names();
    // PGlite has no autovacuum: nothing else would ever make the plan again while the process runs.
    for (let run = 0; run < 1000; run++) await setting(t.services.db).execute({ key: "kept-a" });
    const after = await names();
    expect(after).toHaveLength(1); // the old one closed, not left beside the new
    expect(after[0]).not.toEqual(before);
    expect(await setting(t.services.db).execute({ key: "kept-a" })).toHaveLength(1);
  });
});
