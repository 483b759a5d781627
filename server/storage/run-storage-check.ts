// What `npm run storage:check [-- --delete]` does and prints (decision 149), with the server's own
// settings (DATABASE_URL or DATA_DIR, S3_* or the local folder). Answers the exit code: 0 when all is
// consistent (or the orphans were removed), 1 when something is left to look at.
import { loadConfig } from "#server/config.ts";
import { type Database, openDatabase, pgErrorCode } from "#server/db/client.ts";
import { createStorage } from "./create-storage.ts";
import { checkStorage, ORPHAN_GRACE_MS } from "./storage-check.ts";

type Opened = { db: Database; close(): Promise<void> };

/** The server's own database: DATABASE_URL, else the embedded one in DATA_DIR. */
const openConfigured = (config: ReturnType<typeof loadConfig>): Opened =>
  openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` },
    () => {},
  );

export async function runStorageCheck(
  args: string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
  open = openConfigured,
): Promise<number> {
  const deleteOrphans = args.includes("--delete");
  const config = loadConfig(env);
  const handle = open(config);
  try {
    const storage = createStorage(config);
    const where =
      config.storage.kind === "s3" ? `bucket ${config.storage.bucket}` : `${config.dataDir}/files`;
    const report = await checkStorage(handle.db, storage, { deleteOrphans }).catch((error: unknown) => {
      // 42P01: no such table. The server creates its tables when it starts; this check never does.
      if (pgErrorCode(error) === "42P01")
        throw new Error("the database has no tables yet: start the server once, then check again");
      throw error;
    });
    print(`Checked ${where}.`);
    const hours = ORPHAN_GRACE_MS / 3_600_000;
    print(`Orphan files (no image row references them, older than ${hours} h): ${report.orphanFiles.length}`);
    for (const key of report.orphanFiles)
      print(`  ${key}${report.deleted.includes(key) ? " (deleted)" : ""}`);
    print(`Image rows whose file is missing: ${report.missingFiles.length}`);
    for (const row of report.missingFiles)
      print(`  image ${row.imageId} of program ${row.programId}: ${row.key}`);
    if (report.orphanFiles.length > report.deleted.length)
      print("Run with --delete to remove the orphan files.");
    if (report.missingFiles.length > 0)
      print("Delete or replace those images on Program Management (the missing file does not stop it).");
    const left = report.orphanFiles.length - report.deleted.length + report.missingFiles.length;
    return left === 0 ? 0 : 1;
  } finally {
    await handle.close();
  }
}
