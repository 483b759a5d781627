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

/** The test server's admin URL (TEST_DATABASE_URL) with another database name in it. */
function postgresUrl(name: string): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection to TEST_DATABASE_URL itself, closed after it. */
async function onTestServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the test server (TEST_DATABASE_URL), dropped by `drop`: empty, or a copy of
 * `template` (CREATE DATABASE ... TEMPLATE copies its files, much faster than running the migrations).
 */
export async function createPostgresDatabase(
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const url = postgresUrl(name);
  const template = options.template ? ` TEMPLATE "${options.template}"` : "";
  await onTestServer((admin) => admin.query(`CREATE DATABASE "${name}"${template}`));
  return {
    url,
    async drop() {
      await onTestServer((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** A hash of the migrations (files and contents): a new migration makes new templates. */
async function migrationsHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const file of (await readdir(migrationsFolder, { recursive: true, encoding: "utf8" })).sort()) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Any number, the same in every process: the advisory lock held while a template is made. */
const TEMPLATE_LOCK_ID = 7_262_031;

/**
 * A migrated, empty database on the PostgreSQL test server, made once per set of migrations and kept
 * there (named by the migrations' hash): each test file's database is a copy of it, which saves
 * applying every migration in each. Made under an advisory lock, so the two test workers (or two
 * checkouts sharing the server) make it once; made under a private name and renamed when whole, so a
 * copy never starts from half of it; and closed to connections (ALLOW_CONNECTIONS false), since
 * PostgreSQL refuses to copy a database someone is connected to.
 */
async function migratedPostgresTemplate(): Promise<string> {
  const name = `test_template_${await migrationsHash()}`;
  return onTestServer(async (admin) => {
    const exists = async () =>
      (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
    try {
      if (await exists()) return name; // made by another process while this one waited
      const building = `${name}_partial`;
      // Left by a process that died while making it (its lock went with it).
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const handle = openDatabase({ url: postgresUrl(building) }, () => {});
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      await admin.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      return name;
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID]);
    }
  });
}

/**
 * A migrated, empty PGlite data directory, made once per set of migrations and kept in .tmp/: every
 * test file's database starts from it, which saves running the migrations in each (about two seconds
 * a database on a busy machine). The name holds the migrations' hash, so a new migration makes a new one.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const folder = path.join(projectRoot, ".tmp");
  const file = path.join(folder, `pglite-template-${await migrationsHash()}-v2.tar`);
  const saved = await readFile(file).catch(() => null);
  if (saved) return new Blob([saved]);
  const handle = openDatabase({ memory: true }, () => {});
  await handle.migrate();
  const embedded = embeddedDatabase(handle.db)!;
  // Without initdb's template0 and template1 (14 of the 42 MB): each file's start unpacks the whole
  // directory (1.5-2.4 s a file before, 0.85-1.15 s without them). No test creates a database in PGlite.
  await embedded.query("UPDATE pg_database SET datistemplate = false WHERE datname LIKE 'template_'");
  for (const name of ["template0", "template1"]) await embedded.query(`DROP DATABASE ${name}`);
  const dump = await embedded.dumpDataDir("none");
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
  const pgDatabase = usingPostgres()
    ? await createPostgresDatabase({ template: await migratedPostgresTemplate() })
    : undefined;
  // Dropping the database terminates any connection still open; that is expected here.
  const handle = openDatabase(
    pgDatabase ? { url: pgDatabase.url } : { memory: true, from: await migratedPgliteTemplate() },
    () => {},
  );
  await handle.migrate(); // finds every migration applied (both start from a migrated template)
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
