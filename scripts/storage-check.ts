// `npm run storage:check [-- --delete]` (decision 149, docs/operations.md): lists stored files no image
// row references and image rows whose file is missing; --delete removes the orphan files. Exit code 0
// when all is consistent, 1 when something is left to look at, 2 when the check could not run.
// With the embedded database (no DATABASE_URL), stop the server first: PGlite has one process at a time.
import { runStorageCheck } from "#server/storage/run-storage-check.ts";

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
