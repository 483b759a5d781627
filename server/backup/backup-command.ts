// `npm run backup` (scripts/backup.ts, docs/operations.md): one backup now, verified, into BACKUP_DIR.
// PostgreSQL: dumped from here (pg_dump). PGlite: the running server is asked (it holds the database);
// with no server running, the database is opened here, under the same lock a server would take.
// Exit code 0: written and verified; 1: the backup failed; 2: it could not run.
import { existsSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { createLogger } from "#server/logger.ts";
import { createStorage } from "#server/storage/create-storage.ts";
import { requestBackupFromServer } from "./backup-socket.ts";
import { type BackupOutcome, backupSourceOf, runBackup } from "./take-backup.ts";

export async function runBackupCommand(
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  const config = loadConfig(env);
  let outcome: BackupOutcome | null = null;
  if (!config.databaseUrl) {
    outcome = await requestBackupFromServer(config.dataDir);
    if (outcome) print(`Asked the server running on ${config.dataDir} to take the backup.`);
  }
  if (!outcome) {
    const folder = path.join(config.dataDir, "db");
    if (!config.databaseUrl && !existsSync(folder)) {
      print(`There is no database in ${folder} to back up.`);
      return 2;
    }
    let handle: ReturnType<typeof openDatabase>;
    try {
      handle = openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: folder }, () => {});
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      print(`${error.message} That server did not answer on its backup socket: is it an older version?`);
      return 2;
    }
    try {
      outcome = await runBackup(
        {
          source: backupSourceOf(handle, config.databaseUrl),
          db: handle.db,
          storage: createStorage(config),
          config,
          logger: createLogger("silent"),
        },
        "on-demand",
      );
    } finally {
      await handle.close();
    }
  }
  if (outcome.status === "failed") {
    print(`Backup failed: ${outcome.error}`);
    return 1;
  }
  print(
    `Backup written and verified: ${outcome.file} (${Math.ceil(outcome.bytes / 1024)} KiB, ${outcome.rows} rows, ${outcome.files} files).`,
  );
  return 0;
}
