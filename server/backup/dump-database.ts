// A logical dump of the running database, consistent and without stopping it (decision 181), with the
// rows of each table counted in the dump's own snapshot, so that verifying the archive compares two
// independent readings of one moment.
// - PGlite: pglite-tools' pgDump (pg_dump compiled to WebAssembly) talks to the same database, in the
//   database's own thread (server/db/pglite-worker.mjs). It is run inside one of PGlite's transactions, opened REPEATABLE READ, READ ONLY: no
//   transaction of the product is open meanwhile (PGlite runs one at a time, so requests wait for the
//   dump, about a second), and everything pg_dump changes in the session (search_path, its SET
//   commands, the transaction it leaves open) is rolled back afterwards.
// - PostgreSQL: the pg_dump program, in a snapshot exported by a transaction of ours that counts the rows.
import { spawn } from "node:child_process";
import pg from "pg";
import { appliedMigrations } from "#server/db/migrator.ts";
import type { PgliteThread } from "#server/db/pglite-thread.ts";
import { pgliteSession, postgresSession, type SqlSession } from "#server/db/sql-session.ts";
import { BackupError } from "./backup-error.ts";

/** Data as INSERT statements with their column names: readable by our restore and by psql alike. */
export const PG_DUMP_ARGS = ["--column-inserts", "--no-owner", "--no-privileges"];

export type DatabaseDump = {
  sql: string;
  rows: Record<string, number>;
  serverVersion: string;
  applied: { hash: string; createdAt: number }[];
};

/** The tables a backup holds: ours (public) and the migrations' bookkeeping (drizzle). */
export async function backedUpTables(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname IN ('public', 'drizzle') ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const quoteTable = (qualified: string) => {
  const [schema, table] = qualified.split(".") as [string, string];
  return `${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
};

export async function countRows(session: SqlSession, tables: string[]): Promise<Record<string, number>> {
  if (tables.length === 0) return {};
  const rows = await session.query<{ name: string; n: number }>(
    tables
      .map((t, i) => `SELECT $${i + 1}::text AS name, count(*)::int AS n FROM ${quoteTable(t)}`)
      .join(" UNION ALL "),
    tables,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}

async function readSnapshotFacts(session: SqlSession, sql: string): Promise<DatabaseDump> {
  const [version] = await session.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  return {
    sql,
    rows: await countRows(session, await backedUpTables(session)),
    serverVersion: version?.v ?? "unknown",
    applied: await appliedMigrations(session),
  };
}

export async function dumpPglite(client: PgliteThread): Promise<DatabaseDump> {
  let dump: DatabaseDump | undefined;
  await client.transaction(async (tx) => {
    await tx.exec("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    let sql: string;
    try {
      // In the database's thread, inside this transaction (pglite-worker.mjs).
      sql = await tx.pgDump(PG_DUMP_ARGS);
    } catch (error) {
      throw new BackupError(`the embedded database could not be dumped: ${firstLine(error)}`, "failed", {
        cause: error,
      });
    }
    dump = await readSnapshotFacts(pgliteSession(tx, true), sql);
    await tx.rollback(); // undoes pg_dump's session settings with the transaction it left open
  });
  return dump!;
}

export async function dumpPostgres(url: string, pgDumpPath: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
    const sql = await runPgDump(pgDumpPath, url, [...PG_DUMP_ARGS, `--snapshot=${rows[0]!.snapshot}`]);
    return await readSnapshotFacts(postgresSession(client), sql);
  } finally {
    await client.query("ROLLBACK").catch(() => {});
    await client.end();
  }
}

/** pg_dump to standard output; the password goes by PGPASSWORD, never on a command line others can read. */
function runPgDump(program: string, url: string, args: string[]): Promise<string> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${target.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => err.push(c));
    child.on("error", (error) =>
      reject(new BackupError(`pg_dump could not be started (${program}): ${error.message}`, "pg-dump")),
    );
    child.on("close", (code) => {
      if (code === 0) return resolve(Buffer.concat(out).toString("utf8"));
      const reason = Buffer.concat(err).toString("utf8").trim().split("\n")[0] ?? "";
      reject(new BackupError(`pg_dump failed (exit code ${code}): ${reason}`, "pg-dump"));
    });
  });
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).trim().split("\n").filter(Boolean).at(-1) ?? "";
