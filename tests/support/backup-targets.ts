// Support for the backup and restore tests (server/backup/): empty targets to restore into (a PostgreSQL
// database with an S3 bucket, or a PGlite DATA_DIR with its folder), a database's contents as digests to
// compare two databases table by table, and archives rewritten to be damaged or foreign on purpose.

import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { readTar, type TarEntry, TarWriter } from "#server/backup/tar.ts";
import { type Config, loadConfig } from "#server/config.ts";
import { type DatabaseHandle, embeddedDatabase, openDatabase } from "#server/db/client.ts";
import { pgliteSession, postgresSession, type SqlSession } from "#server/db/sql-session.ts";
import { type S3TestServer, startS3Server } from "./s3-server.ts";
import { createPostgresDatabase } from "./test-services.ts";

export const TEST_SECRET = "test-secret-test-secret-test-secret-0123";

export type RestoreTarget = {
  kind: "pglite" | "postgres";
  config: Config;
  env: Record<string, string>;
  /** Opens the restored database (after the restore: PGlite's folder is locked while open). */
  open(): DatabaseHandle;
  close(): Promise<void>;
};

/** An empty target: PostgreSQL + an S3 bucket when TEST_DATABASE_URL is set and asked for, else PGlite. */
export async function emptyTarget(
  kind: "pglite" | "postgres",
  env: Record<string, string> = {},
): Promise<RestoreTarget> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "sd-restore-"));
  let s3: S3TestServer | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;
  const base = { DATA_DIR: dataDir, BETTER_AUTH_SECRET: TEST_SECRET, LOG_LEVEL: "silent", ...env };
  if (kind === "postgres") {
    database = await createPostgresDatabase();
    s3 = await startS3Server(["restored-files"]);
    Object.assign(base, { DATABASE_URL: database.url, ...s3.env("restored-files") });
  }
  const config = loadConfig(base);
  return {
    kind,
    config,
    env: base,
    open: () =>
      openDatabase(database ? { url: database.url } : { dataDir: path.join(dataDir, "db") }, () => {}),
    async close() {
      await database?.drop();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A plain SQL session on an open database (PostgreSQL: one client of its own, ended by `end`). */
export async function sessionOf(
  handle: DatabaseHandle,
  url?: string,
): Promise<{ session: SqlSession; end(): Promise<void> }> {
  const embedded = embeddedDatabase(handle.db);
  if (embedded) return { session: pgliteSession(embedded), end: async () => {} };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { session: postgresSession(client), end: () => client.end() };
}

/**
 * One digest per table of the public schema: its rows as jsonb text, sorted, in UTC; equal digests mean
 * equal contents whatever the driver or server version.
 */
export async function tableDigests(
  session: SqlSession,
  except: string[] = [],
): Promise<Record<string, string>> {
  return session.transaction(async (s) => {
    await s.exec("SET LOCAL TIME ZONE 'UTC'");
    const tables = await s.query<{ name: string }>(
      "SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY 1",
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
      if (except.includes(name)) continue;
      const [row] = await s.query<{ digest: string | null; n: number }>(
        `SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS digest, count(*)::int AS n FROM (SELECT to_jsonb(t)::text AS x FROM public."${name}" t) s`,
      );
      digests[name] = `${row?.n}:${row?.digest ?? "-"}`;
    }
    return digests;
  });
}

/** Copies an archive, letting `edit` change, drop or add entries (for damaged and foreign backups). */
export async function rewriteArchive(
  from: string,
  to: string,
  edit: (entries: TarEntry[]) => TarEntry[],
): Promise<void> {
  const entries: TarEntry[] = [];
  for await (const entry of readTar(createReadStream(from).pipe(createGunzip()))) entries.push(entry);
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(to));
  const tar = new TarWriter(gzip);
  for (const entry of edit(entries)) await tar.add(entry.name, entry.data.length, entry.data);
  await tar.finish();
  await done;
}
