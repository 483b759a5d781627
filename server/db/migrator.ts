// The schema's migrations (drizzle/, made by drizzle-kit), applied by our own loop rather than Drizzle's
// migrator, which runs every pending migration in one transaction: here each migration is its own
// transaction, so an upgrade that fails at the third of five keeps the two before it, and the one that
// failed leaves nothing behind (decision 182). The bookkeeping is Drizzle's own table
// (drizzle.__drizzle_migrations: hash, created_at = the journal's `when`), so databases made before
// this change carry on. The restore (server/backup/) applies them inside its own one transaction.

import { readFileSync } from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder } from "#server/paths.ts";
import type { SqlSession } from "./sql-session.ts";

export type Migration = {
  /** The file's name without .sql ("0020_backup_runs"). */
  tag: string;
  /** The journal's `when`: what the migrations table records, and the order. */
  createdAt: number;
  hash: string;
  statements: string[];
};

let cached: Migration[] | undefined;

/** This version's migrations, oldest first. */
export function productMigrations(folder = migrationsFolder): Migration[] {
  if (folder === migrationsFolder && cached) return cached;
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  const migrations = journal.entries.map((entry, i) => ({
    tag: entry.tag,
    createdAt: entry.when,
    hash: files[i]!.hash,
    statements: files[i]!.sql,
  }));
  if (folder === migrationsFolder) cached = migrations;
  return migrations;
}

/** A migration that failed: rolled back, with the ones before it kept. Its message is the log's one line. */
export class MigrationError extends Error {
  constructor(
    readonly migration: Migration,
    position: number,
    total: number,
    cause: unknown,
  ) {
    const { message, code } = (cause ?? {}) as { message?: unknown; code?: unknown };
    const reason = `${typeof message === "string" ? message.split("\n")[0] : String(cause)}${typeof code === "string" ? ` (${code})` : ""}`;
    super(
      `Migration ${migration.tag} (${position} of ${total}) failed and was rolled back: ${reason}. The database is as it was before it; fix the cause and start again.`,
      { cause },
    );
    this.name = "MigrationError";
  }
}

const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";

/** The migrations a database has applied, as the table records them (oldest first); [] when none. */
export async function appliedMigrations(session: SqlSession): Promise<{ hash: string; createdAt: number }[]> {
  const [exists] = await session.query<{ found: boolean }>("SELECT to_regclass($1) IS NOT NULL AS found", [
    MIGRATIONS_TABLE,
  ]);
  if (!exists?.found) return [];
  const rows = await session.query<{ hash: string; created_at: string }>(
    `SELECT hash, created_at::text AS created_at FROM ${MIGRATIONS_TABLE} ORDER BY created_at`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/**
 * Applies what is pending, oldest first (what Drizzle's migrator calls pending: newer than the newest
 * applied). `upTo` stops after that many of this version's migrations (a restore builds an older
 * backup's schema first). `inOneTransaction`: the caller's transaction holds them all (the restore);
 * otherwise each has its own. Answers the tags applied.
 */
export async function applyMigrations(
  session: SqlSession,
  options: { upTo?: number; inOneTransaction?: boolean; migrations?: Migration[] } = {},
): Promise<string[]> {
  const migrations = options.migrations ?? productMigrations();
  await session.exec(
    `CREATE SCHEMA IF NOT EXISTS drizzle; CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  const newest = (await appliedMigrations(session)).at(-1)?.createdAt ?? -1;
  const wanted = migrations.slice(0, options.upTo ?? migrations.length);
  const applied: string[] = [];
  for (const [index, migration] of wanted.entries()) {
    if (migration.createdAt <= newest) continue;
    const apply = async (s: SqlSession) => {
      for (const statement of migration.statements) await s.exec(statement);
      await s.query(`INSERT INTO ${MIGRATIONS_TABLE} (hash, created_at) VALUES ($1, $2)`, [
        migration.hash,
        migration.createdAt,
      ]);
    };
    try {
      await (options.inOneTransaction ? apply(session) : session.transaction(apply));
    } catch (error) {
      throw new MigrationError(migration, index + 1, migrations.length, error);
    }
    applied.push(migration.tag);
  }
  return applied;
}
