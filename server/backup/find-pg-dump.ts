// Where PostgreSQL's pg_dump is: PG_DUMP when set, else the first on PATH, else the newest of Debian's
// and Ubuntu's side-by-side installs (/usr/lib/postgresql/<major>/bin). The embedded database never
// needs it: PGlite is dumped in-process (dump-database.ts).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { BackupError } from "./backup-error.ts";

export function findPgDump(configured: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new BackupError(`PG_DUMP is ${configured}, which does not exist.`, "pg-dump");
  }
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, "pg_dump");
    if (dir && existsSync(candidate)) return candidate;
  }
  const root = "/usr/lib/postgresql";
  const majors = (existsSync(root) ? readdirSync(root) : [])
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const candidate = path.join(root, major, "bin", "pg_dump");
    if (existsSync(candidate)) return candidate;
  }
  throw new BackupError(
    "pg_dump was not found: install PostgreSQL's client programs (the same major version as the server, or newer), or set PG_DUMP to its path.",
    "pg-dump",
  );
}
