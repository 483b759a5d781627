// The record of backups taken (backup_runs): one row per attempt, read by the admin's Settings screen and
// by /metrics (the age of the newest verified one, to alert on backups that stopped).
import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { preparedPerDatabase } from "#server/db/prepared-statement.ts";
import { backupRuns } from "#server/db/schema.ts";

export type BackupTrigger = "daily" | "on-demand";
export type BackupRun = typeof backupRuns.$inferSelect;

export async function recordBackupRun(db: Database, run: typeof backupRuns.$inferInsert): Promise<void> {
  await db.insert(backupRuns).values(run);
}

/**
 * The newest attempt and the newest verified backup, in one statement built once per database
 * (Settings reads them on every visit): each is one row of a UNION ALL, told apart by `verified`.
 */
const newestRuns = preparedPerDatabase((db) => {
  const newest = (verified: boolean) =>
    db
      .select({ ...getTableColumns(backupRuns), verified: sql<boolean>`${verified}::boolean` })
      .from(backupRuns)
      .where(verified ? eq(backupRuns.status, "verified") : undefined)
      .orderBy(desc(backupRuns.finishedAt))
      .limit(1);
  return unionAll(newest(false), newest(true)).prepare("newest_backup_runs");
});

/** The newest attempt and the newest verified backup (they differ when the last one failed). */
export async function readBackupStatus(
  db: Database,
): Promise<{ last: BackupRun | null; lastVerified: BackupRun | null }> {
  const rows = await newestRuns(db).execute();
  const run = (verified: boolean) => {
    const row = rows.find((r) => r.verified === verified);
    if (!row) return null;
    const { verified: _, ...backupRun } = row;
    return backupRun;
  };
  return { last: run(false), lastVerified: run(true) };
}

/** What the Settings screen shows; admins only. */
export async function getBackupStatus(db: Database, actor: SessionUser) {
  assertAdmin(actor);
  return readBackupStatus(db);
}

/** When the newest verified backup finished; null when none was (the metrics' backup age). */
export async function newestVerifiedBackupAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: backupRuns.finishedAt })
    .from(backupRuns)
    .where(eq(backupRuns.status, "verified"))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return row?.at ?? null;
}
