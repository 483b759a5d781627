// The record of backups taken (backup_runs): one row per attempt, read by the admin's Settings screen and
// by /metrics (the age of the newest verified one, to alert on backups that stopped).
import { desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { jsonRowOf, rowFromJson } from "#server/db/json-rows.ts";
import { backupRuns } from "#server/db/schema.ts";

export type BackupTrigger = "daily" | "on-demand";
export type BackupRun = typeof backupRuns.$inferSelect;

export async function recordBackupRun(db: Database, run: typeof backupRuns.$inferInsert): Promise<void> {
  await db.insert(backupRuns).values(run);
}

export type BackupStatus = { last: BackupRun | null; lastVerified: BackupRun | null };

/**
 * The newest attempt and the newest verified backup (they differ when the last one failed), as two
 * columns of the Settings screen's one statement (server/settings/read-settings-screen.ts).
 */
export function backupStatusColumns(db: Database) {
  const newest = (verified: boolean) =>
    jsonRowOf(
      db
        .select()
        .from(backupRuns)
        .where(verified ? eq(backupRuns.status, "verified") : undefined)
        .orderBy(desc(backupRuns.finishedAt))
        .limit(1),
    );
  return { lastRun: newest(false), lastVerifiedRun: newest(true) };
}

const runColumns = getTableColumns(backupRuns);

/** The two columns of `backupStatusColumns` as runs of the table, their times as dates. */
export function backupStatusFrom(row: { lastRun: unknown; lastVerifiedRun: unknown }): BackupStatus {
  return {
    last: rowFromJson(runColumns, row.lastRun),
    lastVerified: rowFromJson(runColumns, row.lastVerifiedRun),
  };
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
