// `npm run restore -- FILE`: a backup into an empty target (server/backup/restore-command.ts).
import { runRestoreCommand } from "#server/backup/restore-command.ts";

runRestoreCommand(process.argv.slice(2), process.env, (line) => console.log(line)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`restore could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
