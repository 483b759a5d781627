// Messages (decision 230): each member's one conversation with the firm and the messages in it. The
// conversation keeps each side's unread count, kept in the transaction that adds a message, so the
// sidebars' counts are one indexed read (decision 232) and never a count over messages.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { messageSides } from "#core/messages/message-schema.ts";
import { profiles } from "./auth.ts";
import { belongsTo, createdAt, oneOf, primaryId } from "./columns.ts";

export const conversations = pgTable(
  "conversations",
  {
    id: primaryId(),
    memberId: belongsTo(() => profiles.id),
    createdAt: createdAt(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** How many messages it holds: the next message's position is this plus one. */
    messageCount: integer().notNull().default(0),
    /** The firm's messages the member has not seen. */
    memberUnread: integer().notNull().default(0),
    /** The member's messages no operator has seen. */
    staffUnread: integer().notNull().default(0),
    memberReadAt: timestamp({ withTimezone: true }),
    staffReadAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("conversations_member_key").on(t.memberId),
    check("conversations_counts_check", sql`message_count >= 0 AND member_unread >= 0 AND staff_unread >= 0`),
    // The operators' list: unread first, then the latest message first (bench/messages.ts).
    index("conversations_inbox_idx").on(sql`(staff_unread > 0)`, t.lastMessageAt, t.id),
    // The unread tab and the operators' sidebar count.
    index("conversations_unread_idx").on(t.lastMessageAt, t.id).where(sql`staff_unread > 0`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: primaryId(),
    conversationId: belongsTo(() => conversations.id),
    /** Its place in the conversation (1, 2, ...): the order is the order they were stored in. */
    position: integer().notNull(),
    side: text().notNull(),
    /** Who wrote it; an operator's account deleted later leaves the reply, unsigned. */
    authorId: uuid().references(() => profiles.id, { onDelete: "set null" }),
    body: text().notNull(),
    /** The sending form's key: the same form sent again is the same message. */
    submissionKey: uuid().notNull(),
    /**
     * Its attachment, if any (decision 236): the file under private/messages/ in storage, its name as
     * saved, its type and size. Opened only through the server, by the member or an operator.
     */
    attachmentKey: text(),
    attachmentName: text(),
    attachmentType: text(),
    attachmentSize: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    check("messages_side_check", oneOf("side", messageSides)),
    uniqueIndex("messages_conversation_position_key").on(t.conversationId, t.position),
    uniqueIndex("messages_conversation_submission_key").on(t.conversationId, t.submissionKey),
    index("messages_author_idx").on(t.authorId),
  ],
);
