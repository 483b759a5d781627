// Notifications (docs/notifications.md): each person's choices, and a row per notification sent, whose
// unique key makes each one go out once however many instances find it.
import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";
import { belongsTo, createdAt, updatedAt } from "./columns.ts";

/** A person's own choices (core/notifications/notification-kinds.ts); no row: the defaults apply. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid()
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  /** Only the kinds the person chose, { "<kind>": true | false }. */
  choices: jsonb().$type<Record<string, boolean>>().notNull().default({}),
  /** The IANA zone their morning digest follows; null: the site's (Europe/London). */
  timeZone: text(),
  updatedAt: updatedAt(),
});

/**
 * One row per notification decided, written in the transaction that enqueues its e-mail: the primary
 * key ("<kind>:<subject>:<user>") is the dedupe, so a second instance's insert finds the first's and
 * sends nothing. A digest with nothing in it is recorded too, so the day is decided once.
 */
export const notificationsSent = pgTable(
  "notifications_sent",
  {
    key: text().primaryKey(),
    userId: belongsTo(() => profiles.id),
    kind: text().notNull(),
    /** Whether an e-mail was enqueued (false: an empty digest, or the person had it turned off). */
    mailed: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_sent_user_id_idx").on(t.userId)],
);
