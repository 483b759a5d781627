// PostgreSQL only: connections the server kills (pg_terminate_backend, a restart) fail the requests
// that used them with 503 and a message without SQL; the process keeps serving and recovers.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "#server/http/database-outage.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/services-factory.ts";
import { cuttableProxy } from "#tests/support/cuttable-proxy.ts";
import { listen } from "#tests/support/listening-server.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { type Database, type DatabaseHandle, openDatabase } from "./client.ts";
import type { PipelinedPool } from "./pipelined-pool.ts";

// In production an exception outside any handler (an unheard `error` event) ends the process; the
// test runner survives it, so the tests collect them and fail on any.
const uncaught: unknown[] = [];
const collectUncaught = (error: unknown) => uncaught.push(error);

let t: TestContext;
let databaseUrl: string;
let admin: pg.Client;
beforeAll(async () => {
  process.on("uncaughtException", collectUncaught);
  t = await createTestContext();
  const { rows } = await t.services.db.execute<{ name: string }>(sql`SELECT current_database() AS name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  databaseUrl = url.toString();
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  process.off("uncaughtException", collectUncaught);
  await admin?.end();
  await t?.close();
});

/**
 * An app whose pages stand for any screen: one holds a transaction open until told to go on, one runs
 * a long query and lets errors through, one catches errors and answers 500 with their text (as a
 * careless action might).
 */
function screens(db: Database) {
  let inTransaction: () => void = () => {};
  let proceed: () => void = () => {};
  const entered = new Promise<void>((resolve) => {
    inTransaction = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    proceed = resolve;
  });
  const reactRouter = async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/transaction") {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        inTransaction();
        await gate;
        await tx.execute(sql`SELECT 2`);
      });
    } else if (pathname === "/slow") {
      await db.execute(sql`SELECT pg_sleep(30)`);
    } else if (pathname === "/caught") {
      try {
        await db.execute(sql`SELECT pg_sleep(30)`);
      } catch (error) {
        return new Response(`Could not save: ${(error as Error).message}`, { status: 500 });
      }
    } else await db.execute(sql`SELECT 1`);
    return new Response("done");
  };
  return { reactRouter, entered, proceed: () => proceed() };
}

async function serve(handle: DatabaseHandle) {
  const services = createServices(t.services.config, handle.db, createLogger("silent"));
  const screen = screens(handle.db);
  const server = await listen(createApp({ services, reactRouter: screen.reactRouter }).fetch);
  return { server, screen };
}

/** Kills this database's connections except the admin's own, as a restart or an operator would. */
async function terminateAppConnections() {
  const { rowCount } = await admin.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
    [new URL(databaseUrl).pathname.slice(1)],
  );
  return rowCount ?? 0;
}

async function untilRunning(query: string, count: number) {
  await expect
    .poll(
      async () =>
        (
          await admin.query(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query = $2",
            [new URL(databaseUrl).pathname.slice(1), query],
          )
        ).rows[0].n,
      { message: `waiting for ${count} running "${query}" queries`, timeout: 20_000 },
    )
    .toBe(count);
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  const text = await response.text();
  expect(text).toBe(DATABASE_UNAVAILABLE_MESSAGE);
  expect(response.headers.get("retry-after")).toBe("5");
}

describe("a lost PostgreSQL connection", () => {
  it("mid-transaction fails that request with 503, and the process serves the next ones", async () => {
    let reported = 0;
    const handle = openDatabase({ url: databaseUrl }, () => reported++);
    const { server, screen } = await serve(handle);
    try {
      const pending = fetch(`${server.url}/transaction`);
      await screen.entered; // the transaction's connection is checked out and idle between queries
      expect(await terminateAppConnections()).toBeGreaterThan(0);
      await expect
        .poll(() => reported + uncaught.length, {
          message: "waiting for the killed connection to report its error",
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      screen.proceed();
      await expectUnavailable(await pending);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/query`)).status).toBe(200);
      expect(uncaught).toEqual([]);
    } finally {
      await server.close();
      await handle.close();
    }
  });

  it("under concurrent queries fails each of them with 503, even one a route caught, then recovers", async () => {
    const handle = openDatabase({ url: databaseUrl }, () => {});
    const { server } = await serve(handle);
    try {
      const paths = [...Array(6).fill("/slow"), ...Array(3).fill("/caught")] as string[];
      const responses = paths.map((path) => fetch(`${server.url}${path}`));
      // Single statements are pipelined (decision 275): some run, the others wait behind them on the
      // same connections; the server's end of a connection fails all of them.
      const pool = (handle.db as unknown as { $client: PipelinedPool }).$client;
      await expect.poll(() => pool.statementsInFlight, { timeout: 20_000 }).toBe(paths.length);
      await untilRunning("SELECT pg_sleep(30)", pool.pipelinedCount);
      await terminateAppConnections();
      for (const response of await Promise.all(responses)) await expectUnavailable(response);
      const again = await Promise.all(Array.from({ length: 12 }, () => fetch(`${server.url}/query`)));
      expect(again.map((r) => r.status)).toEqual(Array(12).fill(200));
      expect(uncaught).toEqual([]);
    } finally {
      await server.close();
      await handle.close();
    }
  });

  it("while the server is down answers 503, and serves again once it is back", async () => {
    // A restart seen from the app: every connection drops and new ones are refused, until it is back.
    const proxy = await cuttableProxy(databaseUrl);
    const handle = openDatabase({ url: proxy.url }, () => {});
    const { server } = await serve(handle);
    try {
      expect((await fetch(`${server.url}/query`)).status).toBe(200);
      const slow = fetch(`${server.url}/caught`);
      await untilRunning("SELECT pg_sleep(30)", 1);

      await proxy.cut();
      await expectUnavailable(await slow);
      await expectUnavailable(await fetch(`${server.url}/query`));
      await expectUnavailable(await fetch(`${server.url}/caught`));
      expect((await fetch(`${server.url}/api/health`)).status).toBe(503);

      await proxy.restore();
      expect((await fetch(`${server.url}/query`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(uncaught).toEqual([]);
    } finally {
      await server.close();
      await handle.close();
      proxy.close();
    }
  });
});
