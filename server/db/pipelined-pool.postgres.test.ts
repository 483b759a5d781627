// PostgreSQL only: the pool's single statements are pipelined (decision 275). Those of one turn share
// a connection and each answers for itself; a statement that waits does not hold up the next turn's
// while another connection is idle; never more than the pipelined connections are opened for them.
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { PipelinedPool } from "./pipelined-pool.ts";

let t: TestContext;
let url: string;
let admin: pg.Client;
let pool: PipelinedPool;
beforeAll(async () => {
  t = await createTestContext();
  const { rows } = await t.services.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
  const target = new URL(process.env.TEST_DATABASE_URL!);
  target.pathname = `/${rows[0]!.name}`;
  url = target.toString();
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});
afterEach(async () => {
  await pool?.end();
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

const open = () => {
  pool = new PipelinedPool({
    client: { connectionString: url },
    pipelined: 2,
    transactions: 1,
    onConnectionError: () => {},
  });
  return pool;
};
/** A statement's result (pg.Pool's overloads give the override no useful type). */
const run = (config: string | pg.QueryConfig) => pool.query(config) as unknown as Promise<pg.QueryResult>;
const pid = async (statement: Promise<pg.QueryResult>) => (await statement).rows[0].pid as number;

it("runs one turn's statements on one connection, each answering for itself", async () => {
  open();
  const [first, failed, last] = await Promise.allSettled([
    run("SELECT pg_backend_pid() AS pid"),
    run("SELECT 1 / 0"),
    run({ name: "pid_kept", text: "SELECT pg_backend_pid() AS pid" }),
  ]);
  expect(failed).toMatchObject({ status: "rejected", reason: { code: "22012" } });
  expect(first.status === "fulfilled" && last.status === "fulfilled").toBe(true);
  if (first.status === "fulfilled" && last.status === "fulfilled") {
    expect(first.value.rows[0].pid).toBe(last.value.rows[0].pid);
  }
  expect(pool.pipelinedCount).toBe(1);
});

it("answers the next turn on an idle connection while a statement waits", async () => {
  open();
  await admin.query("SELECT pg_advisory_lock(275)");
  let waited = false;
  const waiting = run("SELECT pg_advisory_lock(275), pg_backend_pid() AS pid").then((result) => {
    waited = true;
    return result;
  });
  await nextTurn();
  const other = await pid(run("SELECT pg_backend_pid() AS pid"));
  expect(waited).toBe(false);
  await admin.query("SELECT pg_advisory_unlock(275)");
  expect(await pid(waiting)).not.toBe(other);
});

it("opens no more connections than allowed: with every one busy, a turn queues behind one", async () => {
  open();
  await admin.query("SELECT pg_advisory_lock(275), pg_advisory_lock(276)");
  const first = run("SELECT pg_advisory_lock(275), pg_backend_pid() AS pid");
  await nextTurn();
  const second = run("SELECT pg_advisory_lock(276), pg_backend_pid() AS pid");
  await nextTurn();
  let answered = false;
  const behind = run("SELECT pg_backend_pid() AS pid").then((result) => {
    answered = true;
    return result;
  });
  await expect
    .poll(async () => {
      const { rows } = await admin.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      return rows[0].n;
    })
    .toBe(2);
  expect(pool.pipelinedCount).toBe(2);
  expect(answered).toBe(false);
  await admin.query("SELECT pg_advisory_unlock(275), pg_advisory_unlock(276)");
  const pids = [await pid(first), await pid(second)];
  expect(new Set(pids).size).toBe(2);
  expect(pids).toContain(await pid(behind));
});

it("replaces a connection the server ended, failing only the statements that were on it", async () => {
  open();
  const before = await pid(run("SELECT pg_backend_pid() AS pid"));
  await admin.query("SELECT pg_terminate_backend($1)", [before]);
  await expect.poll(() => pool.pipelinedCount, { timeout: 20_000 }).toBe(0);
  const after = await pid(run("SELECT pg_backend_pid() AS pid"));
  expect(after).not.toBe(before);
});
