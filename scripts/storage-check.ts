// `npm run storage:check [-- --delete]` (decision 149): with the server's own settings (DATABASE_URL or
// DATA_DIR, S3_* or the local folder), lists stored files no image row references and image rows whose
// file is missing; --delete removes those orphan files. Exit code 0 when all is consistent (or the
// orphans were removed), 1 when something is left to look at, 2 when the check could not run.
// With the embedded database (no DATABASE_URL), stop the server first: PGlite has one process at a time.
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { createStorage } from "#server/storage/create-storage.ts";
import { checkStorage, ORPHAN_GRACE_MS } from "#server/storage/storage-check.ts";

export async function runStorageCheck(
  args: string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  const deleteOrphans = args.includes("--delete");
  const config = loadConfig(env);
  const handle = openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` },
    () => {},
  );
  try {
    const storage = createStorage(config);
    const where =
      config.storage.kind === "s3" ? `bucket ${config.storage.bucket}` : `${config.dataDir}/files`;
    const report = await checkStorage(handle.db, storage, { deleteOrphans });
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

if (import.meta.url === `file://${process.argv[1]}`) {
  runStorageCheck(process.argv.slice(2), process.env, (line) => console.log(line)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // Config errors and the store's own words (bucket missing, refused) are safe to print; no stack.
      console.error(`storage:check could not run: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    },
  );
}
