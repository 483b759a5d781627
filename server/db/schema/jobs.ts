import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { jobStatuses } from "#core/enums.ts";
import { createdAt, oneOf, primaryId, updatedAt } from "./columns.ts";

/**
 * Durable background work (booking e-mails, reminders): a row per job, claimed with FOR UPDATE SKIP
 * LOCKED under a lease so each runs once across instances, retried with back-off (server/jobs/*).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: primaryId(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** What the job belongs to ("booking:<id>"), so cancelling that thing cancels its pending jobs. */
    groupKey: text(),
    status: text().notNull().default("pending"),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("jobs_status_check", oneOf("status", jobStatuses)),
    index("jobs_due_idx").on(t.status, t.runAt),
    index("jobs_group_key_idx").on(t.groupKey),
    // One pending run of a recurring job at a time, however many instances schedule it (decision 145):
    // daily ones ("daily:") and the notification sweep every few minutes ("every:").
    uniqueIndex("jobs_one_pending_daily_key")
      .on(t.groupKey)
      .where(sql`status = 'pending' AND (group_key LIKE 'daily:%' OR group_key LIKE 'every:%')`),
  ],
);
