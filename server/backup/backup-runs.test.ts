// The backups Settings shows, read with its other settings in one statement: the newest attempt and the
// newest verified one, as rows of the table (their times as dates), on PGlite and PostgreSQL.
import { getTableColumns } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { backupRuns } from "#server/db/schema.ts";
import { readSettingsScreen } from "#server/settings/read-settings-screen.ts";
import { testAdmin } from "#tests/support/session-users.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
const readBackupStatus = async () => (await readSettingsScreen(t.services.db, testAdmin)).backup;
afterAll(async () => {
  await t?.close();
});

const run = (status: "verified" | "failed", minutesAgo: number, fileName: string | null) => {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  return { trigger: "daily", status, startedAt: at, finishedAt: at, fileName, host: "h" } as const;
};

it("answers none, then the newest attempt and the newest verified backup, apart when the last failed", async () => {
  expect(await readBackupStatus()).toEqual({ last: null, lastVerified: null });

  await t.services.db
    .insert(backupRuns)
    .values([run("verified", 120, "older.tar.gz"), run("verified", 60, "newer.tar.gz")]);
  const verified = await readBackupStatus();
  expect(verified.last?.fileName).toBe("newer.tar.gz");
  expect(verified.lastVerified).toEqual(verified.last);
  expect(verified.last?.finishedAt).toBeInstanceOf(Date);
  expect(Object.keys(verified.last!).sort()).toEqual(Object.keys(getTableColumns(backupRuns)).sort());

  await t.services.db.insert(backupRuns).values(run("failed", 1, null));
  const failed = await readBackupStatus();
  expect(failed.last?.status).toBe("failed");
  expect(failed.lastVerified?.fileName).toBe("newer.tar.gz");
  expect(failed.lastVerified?.finishedAt?.getTime()).toBe(verified.last?.finishedAt?.getTime());
});
