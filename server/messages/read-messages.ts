// A conversation's messages as a page shows them: the latest page, oldest first, or the page before a
// position ("Earlier messages"), by the (conversation, position) index; whether the other side has
// seen each one; and the mark that a side has read them.
import { and, desc, eq, gt, lt } from "drizzle-orm";
import { MESSAGES_PER_PAGE } from "#core/messages/conversation-page.ts";
import type { MessageSide } from "#core/messages/message-schema.ts";
import type { Database } from "#server/db/client.ts";
import { conversations, messages, profileNames, profiles } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";

type Conversation = typeof conversations.$inferSelect;

export async function readMessages(
  db: Database | Transaction,
  conversation: Conversation,
  before: number | null,
) {
  const rows = await db
    .select({
      id: messages.id,
      position: messages.position,
      side: messages.side,
      body: messages.body,
      attachmentName: messages.attachmentName,
      attachmentSize: messages.attachmentSize,
      createdAt: messages.createdAt,
      authorName: profileNames.display(profiles),
    })
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.authorId))
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        before === null ? undefined : lt(messages.position, before),
      ),
    )
    .orderBy(desc(messages.position))
    .limit(MESSAGES_PER_PAGE + 1);
  const page = rows.slice(0, MESSAGES_PER_PAGE).reverse();
  const readAt = { member: conversation.staffReadAt, staff: conversation.memberReadAt };
  return {
    messages: page.map(({ attachmentName, attachmentSize, ...m }) => {
      const otherSideReadAt = readAt[m.side as MessageSide];
      return {
        ...m,
        attachment: attachmentName ? { name: attachmentName, size: attachmentSize ?? 0 } : null,
        side: m.side as MessageSide,
        seen: otherSideReadAt !== null && otherSideReadAt >= m.createdAt,
      };
    }),
    earlierFrom: rows.length > MESSAGES_PER_PAGE ? (page[0]?.position ?? null) : null,
  };
}

/**
 * Marks one side's unread messages read, only if no message was stored since the page read them (a
 * message stored since waits for the next load). Answers whether anything was marked.
 */
export async function markSideRead(
  db: Database | Transaction,
  conversation: { id: string; messageCount: number },
  side: "member" | "staff",
  now: Date,
): Promise<boolean> {
  const [unread, readAt] =
    side === "member"
      ? [conversations.memberUnread, { memberUnread: 0, memberReadAt: now }]
      : [conversations.staffUnread, { staffUnread: 0, staffReadAt: now }];
  const marked = await db
    .update(conversations)
    .set(readAt)
    .where(
      and(
        eq(conversations.id, conversation.id),
        eq(conversations.messageCount, conversation.messageCount),
        gt(unread, 0),
      ),
    )
    .returning({ id: conversations.id });
  return marked.length > 0;
}
