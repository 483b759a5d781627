// The embedded database's upkeep, on both databases: a round vacuums every table never vacuumed, then
// only what changed past autovacuum's thresholds, so the planner knows what a table holds; the hourly
// job runs on PGlite only, PostgreSQL's autovacuum doing it there.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedDatabase } from "#server/db/client.ts";
import { jobs } from "#server/db/schema.ts";
import { runDueJobs } from "#server/jobs/run-due-jobs.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import {
  DATABASE_UPKEEP_JOB,
  databaseUpkeepJobHandlers,
  keepDatabaseUp,
  scheduleDatabaseUpkeep,
  UPKEEP_EVERY_MS,
} from "./database-upkeep.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const db = () => t.services.db;
const rows = async <Row extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db().execute<Row>(query)).rows;

/** What the planner believes a statement returns. */
async function estimatedRows(query: string): Promise<number> {
  const [plan] = await rows<Record<string, string>>(sql.raw(`EXPLAIN ${query}`));
  return Number(/rows=(\d+)/.exec(Object.values(plan ?? {})[0] ?? "")?.[1]);
}

const faqsUpkeep = async () =>
  (
    await rows<{ reltuples: number; last_analyze: Date | null; last_vacuum: Date | null }>(sql`
      SELECT c.reltuples, greatest(s.last_analyze, s.last_autoanalyze) AS last_analyze,
        greatest(s.last_vacuum, s.last_autovacuum) AS last_vacuum
      FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname = 'public' AND s.relname = 'faqs'`)
  )[0]!;

describe("the database's upkeep", () => {
  it("vacuums every table never vacuumed, then what changed past the thresholds, and the planner sees it", async () => {
    await keepDatabaseUp(db());
    const unknown = await rows(sql`
      SELECT c.relname FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE c.reltuples < 0`);
    expect(unknown).toEqual([]);

    // 2,000 FAQs with one question; the statistics flushed at once (PostgreSQL 15: at most every second).
    await db().execute(sql`
      WITH added AS (
        INSERT INTO faqs (question, answer, is_active, display_order)
        SELECT 'Upkeep question', 'An answer', false, 1000 + g FROM generate_series(1, 2000) g
        RETURNING 1
      ) SELECT count(*), pg_stat_force_next_flush() FROM added`);
    const same = "SELECT * FROM faqs WHERE question = 'Upkeep question'";
    // Unknown values: PostgreSQL's default guess for an equality, a small share of the table.
    expect(await estimatedRows(same)).toBeLessThan(1000);

    const done = await keepDatabaseUp(db());
    expect(done.vacuumed).toBeGreaterThanOrEqual(1);
    const after = await faqsUpkeep();
    expect(after.reltuples).toBeGreaterThanOrEqual(2000);
    expect(after.last_analyze).not.toBeNull();
    expect(await estimatedRows(same)).toBeGreaterThan(1900);

    // Nothing changed since: the next round leaves the table alone.
    await keepDatabaseUp(db());
    expect((await faqsUpkeep()).last_analyze).toEqual(after.last_analyze);
  });

  it("runs hourly as a job on the embedded database only; PostgreSQL's autovacuum does it there", async () => {
    const now = new Date(Date.now() + 60_000);
    const pending = () =>
      db()
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.kind, DATABASE_UPKEEP_JOB), eq(jobs.status, "pending")));
    await scheduleDatabaseUpkeep(db(), now);
    await scheduleDatabaseUpkeep(db(), now);
    if (!embeddedDatabase(db())) {
      expect(await pending()).toEqual([]);
      return;
    }
    expect(await pending()).toHaveLength(1);
    expect(await runDueJobs(t.services, databaseUpkeepJobHandlers, { now })).toMatchObject({ done: 1 });
    expect(await pending()).toEqual([{ runAt: new Date(now.getTime() + UPKEEP_EVERY_MS) }]);
  });
});
