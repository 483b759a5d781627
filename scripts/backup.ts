// `npm run backup`: one backup now (server/backup/backup-command.ts, docs/operations.md).
import { runBackupCommand } from "#server/backup/backup-command.ts";

runBackupCommand(process.env, (line) => console.log(line)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`backup could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
