// `npm run restore -- FILE [--reset-two-factor]` (scripts/restore.ts, docs/operations.md): the backup
// into the empty target the settings name (DATA_DIR, or DATABASE_URL; the folder, or S3_*). Exit code 0:
// restored; 1: refused or failed, with nothing changed; 2: it could not run.
import path from "node:path";
import { loadConfig } from "#server/config.ts";
import { BackupError } from "./backup-error.ts";
import { restoreBackup } from "./restore-backup.ts";

export const RESTORE_USAGE = "Usage: npm run restore -- FILE [--reset-two-factor]";

export async function runRestoreCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  const resetTwoFactor = args.includes("--reset-two-factor");
  const rest = args.filter((a) => a !== "--reset-two-factor");
  if (rest.length !== 1 || rest[0]!.startsWith("-")) {
    print(RESTORE_USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const file = path.resolve(rest[0]!);
  try {
    const summary = await restoreBackup(file, config, { resetTwoFactor });
    const { manifest } = summary;
    const target = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `${config.dataDir}/db`;
    const files =
      config.storage.kind === "s3" ? `bucket ${config.storage.bucket}` : `${config.dataDir}/files`;
    print(
      `Restored ${path.basename(file)} (version ${manifest.product.version}, ${manifest.createdAt}, schema ${manifest.schema.last}) into ${target}: ${summary.rows} rows, ${summary.files} files in ${files}.`,
    );
    if (summary.upgradedBy.length > 0)
      print(`Upgraded to this version's schema by ${summary.upgradedBy.join(", ")}.`);
    if (summary.twoFactorReset)
      print(
        "Two-factor set-ups and sessions were removed: everyone signs in again; admins set up two-factor again.",
      );
    print("Start the product on it.");
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      print(`Restore refused: ${error.message} Nothing was changed.`);
      return 1;
    }
    throw error;
  }
}
