import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { mailStatuses } from "#core/enums.ts";
import { createdAt, oneOf, primaryId } from "./columns.ts";

/** Every e-mail the product sends, with its outcome, so a failed send is visible and can be retried. */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: primaryId(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    kind: text().notNull(),
    status: text().notNull(),
    transport: text().notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_messages_status_check", oneOf("status", mailStatuses)),
    index("mail_messages_created_at_idx").on(t.createdAt),
  ],
);
