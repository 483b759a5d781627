// A separate process that tries to lock a database folder when told "go" on stdin, reports "acquired"
// or "refused: <message>", and holds what it got until its stdin closes (data-dir-lock.test.ts).
import { lockDataDir } from "#server/db/data-dir-lock.ts";

const folder = process.argv[2]!;
process.stdin.setEncoding("utf8");
process.stdin.once("data", () => {
  try {
    lockDataDir(folder);
    process.stdout.write("acquired\n");
  } catch (error) {
    process.stdout.write(`refused: ${(error as Error).message}\n`);
  }
  process.stdin.resume();
});
process.stdin.on("end", () => process.exit(0));
process.stdout.write("ready\n");
