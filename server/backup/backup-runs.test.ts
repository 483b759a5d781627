// The backups Settings shows, read in one statement: the newest attempt and the newest verified one,
// as rows of the table (their times as dates), on PGlite and PostgreSQL.
import { getTableColumns } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { backupRuns } from "#server/db/schema.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { readBackupStatus } from "./backup-runs.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const run = (status: "verified" | "failed", minutesAgo: number, fileName: string | null) => {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  return { trigger: "daily", status, startedAt: at, finishedAt: at, fileName, host: "h" } as const;
};

it("answers none, then the newest attempt and the newest verified backup, apart when the last failed", async () => {
  expect(await readBackupStatus(t.services.db)).toEqual({ last: null, lastVerified: null });

  await t.services.db
    .insert(backupRuns)
    .values([run("verified", 120, "older.tar.gz"), run("verified", 60, "newer.tar.gz")]);
  const verified = await readBackupStatus(t.services.db);
  expect(verified.last?.fileName).toBe("newer.tar.gz");
  expect(verified.lastVerified).toEqual(verified.last);
  expect(verified.last?.finishedAt).toBeInstanceOf(Date);
  expect(Object.keys(verified.last!).sort()).toEqual(Object.keys(getTableColumns(backupRuns)).sort());

  await t.services.db.insert(backupRuns).values(run("failed", 1, null));
  const failed = await readBackupStatus(t.services.db);
  expect(failed.last?.status).toBe("failed");
  expect(failed.lastVerified?.fileName).toBe("newer.tar.gz");
  expect(failed.lastVerified?.finishedAt?.getTime()).toBe(verified.last?.finishedAt?.getTime());
});
