// `npm run restore -- FILE` (decision 183): a backup into an empty target, all or nothing. The archive is
// read and checked whole first; then the files go to the folder (staged, moved into place at the end)
// or the bucket (removed again if anything fails); then, in one database transaction, this version's
// migrations build the backup's schema, its rows are loaded, and the later migrations upgrade them, as
// a start would. PGlite is restored into a folder beside DATA_DIR/db and moved into place when whole.
// It refuses: a target that holds anything, a backup from a newer schema, a damaged or foreign file, a
// session secret other than the one that sealed its two-factor keys (unless told to reset them).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Config } from "#server/config.ts";
import { embeddedDatabase, MIGRATION_LOCK_ID, openDatabase } from "#server/db/client.ts";
import { type DataDirLock, DataDirLockedError, lockDataDir } from "#server/db/data-dir-lock.ts";
import { applyMigrations, type Migration, productMigrations } from "#server/db/migrator.ts";
import { pgliteSession, postgresSession, type SqlSession } from "#server/db/sql-session.ts";
import { createStorage } from "#server/storage/create-storage.ts";
import { contentTypeForKey, isSafeKey, PUBLIC_BUCKET, type Storage } from "#server/storage/storage.ts";
import { STORED_FOLDERS } from "#server/storage/storage-check.ts";
import { productVersion } from "#server/version.ts";
import { readArchive } from "./archive.ts";
import { BackupError } from "./backup-error.ts";
import { loadRows, MIGRATIONS_TABLE } from "./load-rows.ts";
import { type Manifest, secretFingerprint } from "./manifest.ts";
import type { Dump } from "./sql-dump.ts";
import { currentAuthSecret } from "./take-backup.ts";

export type RestoreOptions = {
  /** Restore without the secret that sealed the two-factor keys: they and every session are removed. */
  resetTwoFactor?: boolean;
};

export type RestoreSummary = {
  manifest: Manifest;
  rows: number;
  files: number;
  /** Migrations applied after loading: the backup came from an older version. */
  upgradedBy: string[];
  twoFactorReset: boolean;
};

/** Where the backup's schema stands among this version's migrations (its index). */
export function schemaLevel(manifest: Manifest, dump: Dump, migrations: Migration[]): number {
  const newest = migrations.at(-1)!;
  const index = migrations.findIndex((m) => m.createdAt === manifest.schema.lastCreatedAt);
  if (index < 0 && manifest.schema.lastCreatedAt > newest.createdAt)
    throw new BackupError(
      `This backup was made by version ${manifest.product.version} at schema ${manifest.schema.last}, newer than this version's (${productVersion}, schema ${newest.tag}): restore it with version ${manifest.product.version} or later.`,
      "newer-schema",
    );
  // Its migrations must be ours, in order: the journal times the dump recorded.
  const table = dump.tables.get(MIGRATIONS_TABLE);
  const at = table?.columns.indexOf("created_at") ?? -1;
  const recorded = (table?.rows ?? []).map((row) => Number(row[at])).sort((a, b) => a - b);
  const ours = migrations.slice(0, index + 1).map((m) => m.createdAt);
  if (index < 0 || recorded.join() !== ours.join() || manifest.schema.migrations !== ours.length)
    throw new BackupError(
      `This backup's schema (${manifest.schema.last}) is not one this product's migrations make.`,
      "not-a-backup",
    );
  return index;
}

/** The target's files: the folder must be empty, the bucket must hold nothing in our folders. */
async function assertNoStoredFiles(storage: Storage, where: string) {
  for (const folder of storage.kind === "local" ? [""] : STORED_FOLDERS) {
    for await (const _ of storage.list(folder))
      throw new BackupError(
        `The target already holds files (${where}): restore into an empty one.`,
        "not-empty",
      );
  }
}

type PlacedFiles = { count: number; commit(): Promise<void>; undo(): Promise<void> };

/** The archive's files, staged where they will live; `commit` makes them the target's. */
async function placeFiles(file: string, config: Config, storage: Storage): Promise<PlacedFiles> {
  let count = 0;
  if (storage.kind === "local") {
    const root = path.join(config.dataDir, "files");
    const staging = path.join(root, `.restoring-${randomBytes(4).toString("hex")}`);
    const final = path.join(root, PUBLIC_BUCKET);
    let moved = false;
    const undo = async () => {
      await rm(moved ? final : staging, { recursive: true, force: true });
    };
    try {
      await mkdir(path.join(staging, PUBLIC_BUCKET), { recursive: true });
      await readArchive(file, async (key, data) => {
        if (!isSafeKey(key))
          throw new BackupError(`This backup holds a file named ${key}, which no key can be.`, "damaged");
        const target = path.join(staging, PUBLIC_BUCKET, key);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, data, { flag: "wx" });
        count++;
      });
    } catch (error) {
      await undo();
      throw error;
    }
    return {
      count,
      async commit() {
        if (existsSync(final)) await rmdir(final); // empty (checked): only a non-empty folder fails here
        await rename(path.join(staging, PUBLIC_BUCKET), final);
        moved = true;
        await rm(staging, { recursive: true, force: true });
      },
      undo,
    };
  }
  const stored: string[] = [];
  const undo = async () => {
    for (const key of stored) await storage.delete(key).catch(() => {});
  };
  try {
    await readArchive(file, async (key, data) => {
      if (!isSafeKey(key))
        throw new BackupError(`This backup holds a file named ${key}, which no key can be.`, "damaged");
      await storage.put(key, data, contentTypeForKey(key));
      stored.push(key);
      count++;
    });
  } catch (error) {
    await undo();
    throw error;
  }
  return { count, commit: async () => {}, undo };
}

/** Two-factor keys and sessions sealed with a secret we do not have: removed, so nobody is locked out. */
async function forgetSealedSecrets(session: SqlSession) {
  await session.exec(
    "DELETE FROM two_factors; UPDATE profiles SET two_factor_enabled = false WHERE two_factor_enabled; DELETE FROM sessions;",
  );
}

async function assertEmptyDatabase(session: SqlSession, where: string) {
  const [found] = await session.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND (n.nspname = 'public' OR (n.nspname = 'drizzle'))`,
  );
  if ((found?.n ?? 0) > 0)
    throw new BackupError(
      `The target database (${where}) is not empty: restore into an empty one.`,
      "not-empty",
    );
}

export async function restoreBackup(
  file: string,
  config: Config,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const { manifest, dump } = await readArchive(file);
  const migrations = productMigrations();
  const level = schemaLevel(manifest, dump, migrations);

  const secret = currentAuthSecret(config);
  const sealedElsewhere = !secret || secretFingerprint(secret) !== manifest.secretFingerprint;
  if (sealedElsewhere && !options.resetTwoFactor)
    throw new BackupError(
      secret
        ? "This backup's two-factor keys and sessions are sealed with another session secret than this installation's: set BETTER_AUTH_SECRET to the secret of the installation that made it (its BETTER_AUTH_SECRET, or its DATA_DIR/auth-secret file), or restore with --reset-two-factor to remove them (everyone signs in again; two-factor is set up again)."
        : "This backup's two-factor keys and sessions are sealed with the session secret of the installation that made it: set BETTER_AUTH_SECRET to it (or put its DATA_DIR/auth-secret file in DATA_DIR), or restore with --reset-two-factor to remove them (everyone signs in again; two-factor is set up again).",
      "secret",
    );

  const storage = createStorage(config);
  const filesWhere =
    config.storage.kind === "s3" ? `bucket ${config.storage.bucket}` : `${config.dataDir}/files`;

  // Restores the rows in `session`'s one transaction; `beforeCommit` runs last inside it.
  const restoreInto = async (session: SqlSession, where: string, beforeCommit: () => Promise<void>) =>
    session.transaction(async (s) => {
      await assertEmptyDatabase(s, where);
      await applyMigrations(s, { upTo: level + 1, inOneTransaction: true, migrations });
      const rows = await loadRows(s, dump, manifest, migrations[level]!.tag);
      const upgradedBy = await applyMigrations(s, { inOneTransaction: true, migrations });
      if (sealedElsewhere) await forgetSealedSecrets(s);
      await beforeCommit();
      return { rows, upgradedBy };
    });

  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      // An instance starting meanwhile waits, then finds the restored schema migrated.
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await assertEmptyDatabase(postgresSession(client), where);
      await assertNoStoredFiles(storage, filesWhere);
      const files = await placeFiles(file, config, storage);
      let committed = false;
      try {
        const result = await restoreInto(postgresSession(client), where, async () => {
          await files.commit();
          committed = true;
        });
        return { manifest, ...result, files: files.count, twoFactorReset: sealedElsewhere };
      } catch (error) {
        if (!committed || (await stillEmpty(client))) await files.undo();
        throw error;
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      await client.end();
    }
  }

  const folder = path.join(config.dataDir, "db");
  let lock: DataDirLock;
  try {
    await mkdir(config.dataDir, { recursive: true });
    lock = lockDataDir(folder); // no server may open it while we fill it
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new BackupError(`${error.message} Stop the server before restoring.`, "in-use");
    throw error;
  }
  const staging = `${folder}.restoring-${randomBytes(4).toString("hex")}`;
  try {
    if (existsSync(folder) && (await readdir(folder)).length > 0)
      throw new BackupError(
        `The target ${folder} already holds a database: restore into an empty DATA_DIR (move that folder away first).`,
        "not-empty",
      );
    await assertNoStoredFiles(storage, filesWhere);
    const files = await placeFiles(file, config, storage);
    try {
      const handle = openDatabase({ dataDir: staging }, () => {});
      let result: { rows: number; upgradedBy: string[] };
      try {
        result = await restoreInto(pgliteSession(embeddedDatabase(handle.db)!), staging, async () => {});
      } finally {
        await handle.close();
      }
      await files.commit();
      if (existsSync(folder)) await rmdir(folder);
      await rename(staging, folder);
      return { manifest, ...result, files: files.count, twoFactorReset: sealedElsewhere };
    } catch (error) {
      await files.undo();
      throw error;
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}

/** After a failed COMMIT, whether the database kept nothing (then the files go too). */
async function stillEmpty(client: pg.Client): Promise<boolean> {
  try {
    await assertEmptyDatabase(postgresSession(client), "");
    return true;
  } catch {
    return false;
  }
}
