// A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
// PostgreSQL server at TEST_DATABASE_URL when the suite runs with TEST_DB=postgres.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "#server/config.ts";
import { type DatabaseHandle, embeddedDatabase, openDatabase } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { type MailMessage, outboxFolder } from "#server/mail/mailer.ts";
import { migrationsFolder, projectRoot } from "#server/paths.ts";
import type { Services } from "#server/services.ts";
import { createServices } from "#server/services-factory.ts";

export type TestContext = {
  services: Services;
  handle: DatabaseHandle;
  dataDir: string;
  /** The PostgreSQL database's URL (TEST_DB=postgres), for a second instance on the same database. */
  databaseUrl?: string;
  close(): Promise<void>;
};

export const usingPostgres = () => process.env.TEST_DB === "postgres";

/** A new, empty database on the test server (TEST_DATABASE_URL), dropped by `drop`. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A migrated, empty PGlite data directory, made once per set of migrations and kept in .tmp/: every
 * test file's database starts from it, which saves running the migrations in each (about two seconds
 * a database on a busy machine). The name holds the migrations' hash, so a new migration makes a new one.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const hash = createHash("sha256");
  for (const file of (await readdir(migrationsFolder, { recursive: true, encoding: "utf8" })).sort()) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  const folder = path.join(projectRoot, ".tmp");
  const file = path.join(folder, `pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
  const saved = await readFile(file).catch(() => null);
  if (saved) return new Blob([saved]);
  const handle = openDatabase({ memory: true }, () => {});
  await handle.migrate();
  const dump = await embeddedDatabase(handle.db)!.dumpDataDir("none");
  await handle.close();
  // Written whole under a private name, then renamed: a file running alongside never reads half of it.
  await mkdir(folder, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(3).toString("hex")}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/**
 * A fresh database and services for one test file. `log` receives every line the services log (JSON),
 * for tests about what is logged; by default nothing is logged.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { log?: (line: string) => void } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "sd-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...env,
  });
  const pgDatabase = usingPostgres() ? await createPostgresDatabase() : undefined;
  // Dropping the database terminates any connection still open; that is expected here.
  const handle = openDatabase(
    pgDatabase ? { url: pgDatabase.url } : { memory: true, from: await migratedPgliteTemplate() },
    () => {},
  );
  await handle.migrate(); // PostgreSQL: the whole schema; PGlite: finds every migration applied
  const logger = options.log
    ? createLogger("debug", { write: (line: string) => options.log?.(line) })
    : createLogger("silent");
  const services = createServices(config, handle.db, logger);
  return {
    services,
    handle,
    dataDir,
    databaseUrl: pgDatabase?.url,
    async close() {
      await handle.close();
      await pgDatabase?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type OutboxMessage = MailMessage & { from: string; date: string };

/** Messages written to DATA_DIR/outbox, oldest first, optionally only those to one address. */
export async function readOutbox(dataDir: string, to?: string): Promise<OutboxMessage[]> {
  const folder = outboxFolder(dataDir);
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  const messages = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(folder, f), "utf8")) as OutboxMessage),
  );
  return to ? messages.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : messages;
}
