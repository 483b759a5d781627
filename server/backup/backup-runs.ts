// The record of backups taken (backup_runs): one row per attempt, read by the admin's Settings screen and
// by /metrics (the age of the newest verified one, to alert on backups that stopped).
import { desc, eq } from "drizzle-orm";
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

// Settings reads both on every visit: each statement is built once per database.
const newestRun = preparedPerDatabase((db) =>
  db.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(1).prepare("newest_backup_run"),
);
const newestVerifiedRun = preparedPerDatabase((db) =>
  db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, "verified"))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1)
    .prepare("newest_verified_backup_run"),
);

/** The newest attempt and the newest verified backup (they differ when the last one failed). */
export async function readBackupStatus(
  db: Database,
): Promise<{ last: BackupRun | null; lastVerified: BackupRun | null }> {
  const [[last], [lastVerified]] = await Promise.all([
    newestRun(db).execute(),
    newestVerifiedRun(db).execute(),
  ]);
  return { last: last ?? null, lastVerified: lastVerified ?? null };
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
