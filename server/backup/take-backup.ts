// Taking a backup (decision 181): the database dumped in one snapshot, then every stored file (folder or
// bucket), into one archive in BACKUP_DIR, owner-only, written under a temporary name and renamed when
// whole; then read back and checked against its manifest ("verified"). Each attempt is recorded in
// backup_runs. A process takes one backup at a time.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import type { Config } from "#server/config.ts";
import { type Database, type DatabaseHandle, embeddedDatabase } from "#server/db/client.ts";
import { productMigrations } from "#server/db/migrator.ts";
import type { PgliteThread } from "#server/db/pglite-thread.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/storage/storage.ts";
import { STORED_FOLDERS } from "#server/storage/storage-check.ts";
import { productVersion } from "#server/version.ts";
import { type FileToArchive, readArchive, writeArchive } from "./archive.ts";
import { BackupError } from "./backup-error.ts";
import { type BackupTrigger, recordBackupRun } from "./backup-runs.ts";
import { type DatabaseDump, dumpPglite, dumpPostgres } from "./dump-database.ts";
import { findPgDump } from "./find-pg-dump.ts";
import { ARCHIVE_FORMAT, type Manifest, secretFingerprint } from "./manifest.ts";

export type BackupSource = { kind: "pglite"; client: PgliteThread } | { kind: "postgres"; url: string };

/** What a backup dumps: the open PGlite itself, or the PostgreSQL server at DATABASE_URL (pg_dump). */
export function backupSourceOf(handle: DatabaseHandle, databaseUrl: string | undefined): BackupSource {
  const embedded = embeddedDatabase(handle.db);
  if (embedded) return { kind: "pglite", client: embedded };
  if (!databaseUrl) throw new Error("a backup of PostgreSQL needs its DATABASE_URL");
  return { kind: "postgres", url: databaseUrl };
}

export type BackupContext = {
  source: BackupSource;
  db: Database;
  storage: Storage;
  config: Pick<Config, "backup" | "authSecret" | "dataDir" | "storage">;
  logger: Logger;
};

export type BackupOutcome =
  | { status: "verified"; file: string; bytes: number; rows: number; files: number }
  | { status: "failed"; error: string };

const ARCHIVE_NAME = /^backup-\d{8}T\d{6}Z(?:-\d+)?\.tar\.gz$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The session secret in use, without making one (a backup must not change DATA_DIR). */
export function currentAuthSecret(config: Pick<Config, "authSecret" | "dataDir">): string | undefined {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
}

/** The folder holds only our files; a bucket may be shared, so only our folders there (decision 149). */
async function* storedFiles(storage: Storage): AsyncGenerator<FileToArchive> {
  for (const folder of storage.kind === "local" ? [""] : STORED_FOLDERS) {
    for await (const { key } of storage.list(folder)) {
      const file = await storage.get(key);
      if (!file) continue; // removed since it was listed (its image was deleted after the dump)
      yield { key, size: file.size, body: file.body };
    }
  }
}

/** Writes one archive; answers its path and manifest. Throws BackupError (or the store's error). */
export async function writeBackup(
  context: BackupContext,
  now = new Date(),
): Promise<{ file: string; manifest: Manifest }> {
  const { source, storage, config } = context;
  await mkdir(config.backup.dir, { recursive: true, mode: 0o700 });
  const dump: DatabaseDump =
    source.kind === "pglite"
      ? await dumpPglite(source.client)
      : await dumpPostgres(source.url, findPgDump(config.backup.pgDump));
  const migrations = productMigrations();
  const newest = dump.applied.at(-1);
  const level = newest ? migrations.findIndex((m) => m.createdAt === newest.createdAt) : -1;
  if (!newest) throw new BackupError("The database has no migrations applied: there is nothing to back up.");

  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  let name = `backup-${stamp}.tar.gz`;
  for (let n = 2; existsSync(path.join(config.backup.dir, name)); n++) name = `backup-${stamp}-${n}.tar.gz`;
  const file = path.join(config.backup.dir, name);
  const partial = `${file}.partial-${randomBytes(4).toString("hex")}`;
  const database = Buffer.from(dump.sql, "utf8");
  try {
    const manifest = await writeArchive(
      partial,
      database,
      storedFiles(storage),
      ({ files, databaseSha256 }) => ({
        format: ARCHIVE_FORMAT,
        formatVersion: 1,
        product: { version: productVersion },
        createdAt: now.toISOString(),
        source: {
          database: source.kind,
          serverVersion: dump.serverVersion,
          storage: config.storage.kind === "s3" ? "s3" : "local",
        },
        schema: {
          migrations: dump.applied.length,
          last: level >= 0 ? migrations[level]!.tag : `unknown (${newest.createdAt})`,
          lastCreatedAt: newest.createdAt,
        },
        database: { bytes: database.length, sha256: databaseSha256, rows: dump.rows },
        files,
        secretFingerprint: secretFingerprint(currentAuthSecret(config) ?? ""),
      }),
    );
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(partial, { force: true });
  }
}

/** Backups older than `keepDays` (and parts of interrupted ones) are deleted; answers how many. */
export async function pruneBackups(dir: string, keepDays: number, now = new Date()): Promise<number> {
  if (keepDays <= 0) return 0;
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const archive = ARCHIVE_NAME.test(name);
    if (!archive && !/^backup-.*\.partial-[0-9a-f]+$/.test(name)) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    const limit = archive ? keepDays * DAY_MS : DAY_MS;
    if (info && now.getTime() - info.mtime.getTime() > limit) {
      await rm(path.join(dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}

let running: Promise<unknown> = Promise.resolve();

/** Takes, verifies and records one backup; never throws (the outcome says what happened). */
export function runBackup(context: BackupContext, trigger: BackupTrigger): Promise<BackupOutcome> {
  const next = running.then(() => takeAndVerify(context, trigger));
  running = next.catch(() => {});
  return next;
}

async function takeAndVerify(context: BackupContext, trigger: BackupTrigger): Promise<BackupOutcome> {
  const { config, logger } = context;
  const startedAt = new Date();
  let written: string | undefined;
  let outcome: BackupOutcome;
  try {
    const { file } = await writeBackup(context, startedAt);
    written = file;
    const { manifest } = await readArchive(file);
    const rows = Object.values(manifest.database.rows).reduce((a, b) => a + b, 0);
    const { size } = await stat(file);
    outcome = { status: "verified", file, bytes: size, rows, files: manifest.files.count };
    if (trigger === "daily") {
      const removed = await pruneBackups(config.backup.dir, config.backup.keepDays, startedAt);
      if (removed > 0) logger.info({ removed }, "backup: older backups deleted (BACKUP_KEEP)");
    }
    logger.info(
      { trigger, file: path.basename(file), bytes: size, rows, files: manifest.files.count },
      "backup written and verified",
    );
  } catch (error) {
    const message =
      error instanceof BackupError
        ? error.message
        : `the backup failed: ${(error as Error)?.message ?? error}`;
    outcome = { status: "failed", error: message };
    logger.error({ err: error, trigger }, "backup failed");
  }
  try {
    await recordBackupRun(context.db, {
      trigger,
      status: outcome.status,
      startedAt,
      finishedAt: new Date(),
      fileName:
        outcome.status === "verified" ? path.basename(outcome.file) : written ? path.basename(written) : null,
      bytes: outcome.status === "verified" ? outcome.bytes : null,
      host: hostname(),
      error: outcome.status === "failed" ? outcome.error.slice(0, 1000) : null,
    });
  } catch (error) {
    // A database made by a version without backup_runs (a backup taken before upgrading): the archive stands.
    logger.warn({ err: error }, "backup: its outcome could not be recorded");
  }
  return outcome;
}
