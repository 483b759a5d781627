// Start-up upgrades a database one migration per transaction (decision 182): the ones before a failing
// migration stay applied, the failing one leaves nothing behind, and start-up stops with one line that
// names it. On both databases.

import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseStartupFailure } from "#server/startup-failure.ts";
import { createPostgresDatabase, usingPostgres } from "#tests/support/test-services.ts";
import { type DatabaseHandle, embeddedDatabase, openDatabase } from "./client.ts";
import { appliedMigrations, applyMigrations, MigrationError, productMigrations } from "./migrator.ts";
import { pgliteSession, postgresSession, type SqlSession } from "./sql-session.ts";

let handle: DatabaseHandle;
let session: SqlSession;
let end = async () => {};
let url: string | undefined;

beforeAll(async () => {
  if (usingPostgres()) {
    const database = await createPostgresDatabase();
    url = database.url;
    handle = openDatabase({ url }, () => {});
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    session = postgresSession(client);
    end = async () => {
      await client.end();
      await handle.close();
      await database.drop();
    };
  } else {
    handle = openDatabase({ memory: true }, () => {});
    session = pgliteSession(embeddedDatabase(handle.db)!);
    end = () => handle.close();
  }
});
afterAll(() => end());

const exists = async (name: string) =>
  (await session.query<{ found: boolean }>("SELECT to_regclass($1) IS NOT NULL AS found", [name]))[0]!.found;

it("keeps the migrations before a failing one, rolls the failing one back whole, and names it in one line", async () => {
  const migrations = productMigrations();
  const total = migrations.length;
  // The migration made to fail: 0020_backup_runs, whose second statement makes an index.
  const failing = migrations.findIndex((m) => m.tag === "0020_backup_runs") + 1;
  expect(failing).toBeGreaterThan(1);
  // A database two migrations behind it, with something in the way of its second statement.
  await applyMigrations(session, { upTo: failing - 2 });
  await session.exec('CREATE INDEX "backup_runs_finished_at_idx" ON app_settings (key)');

  const failure = await handle.migrate().then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(MigrationError);
  const line = databaseStartupFailure(failure, url ? { url } : { dataDir: "/data/db" }, 10_000).message;
  expect(line).toBe(
    `Migration 0020_backup_runs (${failing} of ${total}) failed and was rolled back: relation "backup_runs_finished_at_idx" already exists (42P07). The database is as it was before it; fix the cause and start again.`,
  );
  expect(line).not.toContain("\n");

  // The one before it committed on its own; the failing one's first statement did not survive.
  expect((await appliedMigrations(session)).map((m) => m.createdAt)).toEqual(
    migrations.slice(0, failing - 1).map((m) => m.createdAt),
  );
  expect(await exists("lead_day_figures")).toBe(true);
  expect(await exists("backup_runs")).toBe(false);

  // Once the cause is gone, the next start finishes the upgrade.
  await session.exec('DROP INDEX "backup_runs_finished_at_idx"');
  await handle.migrate();
  expect(await exists("backup_runs")).toBe(true);
  expect(await appliedMigrations(session)).toHaveLength(total);
});
