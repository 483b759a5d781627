import { bigint, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { oneOf, primaryId } from "./columns.ts";

/**
 * Every backup the product took (server/backup/): when, by which trigger, whether it was verified after
 * it was written, where. The admin's Settings screen and /metrics read the newest (decision 181).
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: primaryId(),
    /** "daily" (the scheduled job) or "on-demand" (`npm run backup`). */
    trigger: text().notNull(),
    status: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    /** The archive's name in BACKUP_DIR on `host`; null when none was written. */
    fileName: text(),
    bytes: bigint({ mode: "number" }),
    host: text().notNull(),
    /** Why it failed, in our words (never a path with personal data, never a password). */
    error: text(),
  },
  (t) => [
    check("backup_runs_status_check", oneOf("status", ["verified", "failed"])),
    check("backup_runs_trigger_check", oneOf("trigger", ["daily", "on-demand"])),
    index("backup_runs_finished_at_idx").on(t.finishedAt),
  ],
);
