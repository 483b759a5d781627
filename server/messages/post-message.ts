// Adding a message to a member's conversation, by either side (decision 230), in the caller's
// transaction: the conversation is made on its first message and locked, so positions follow the order
// messages were stored in and the unread counts move with them. A form's key seen before answers the
// message it stored, so a repeated post stores nothing new. A message that starts the other side's
// unread batch enqueues its e-mail notice in the same transaction (decision 235).
import { and, eq, sql } from "drizzle-orm";
import type { MessageInput, MessageSide } from "#core/messages/message-schema.ts";
import { type AuditActor, recordAudit } from "#server/audit/record-audit.ts";
import { conversations, messages } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import type { MessageAttachment } from "./message-attachment.ts";
import { enqueueMessageNotice } from "./message-notices.ts";

export type PostedMessage = {
  kind: "stored" | "already_stored";
  messageId: string;
  conversationId: string;
  /** The notice job this message enqueued, to run after the commit (none: not the batch's first). */
  noticeJobs: string[];
};

export async function postMessage(
  tx: Transaction,
  post: {
    memberId: string;
    side: MessageSide;
    author: AuditActor;
    input: MessageInput;
    attachment?: MessageAttachment | null;
  },
): Promise<PostedMessage> {
  await tx.insert(conversations).values({ memberId: post.memberId }).onConflictDoNothing();
  const [conversation] = await tx
    .select()
    .from(conversations)
    .where(eq(conversations.memberId, post.memberId))
    .for("update");
  if (!conversation) throw new Error("the conversation made above is missing");

  const [seen] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), eq(messages.submissionKey, post.input.key)));
  if (seen)
    return { kind: "already_stored", messageId: seen.id, conversationId: conversation.id, noticeJobs: [] };

  const position = conversation.messageCount + 1;
  const [stored] = await tx
    .insert(messages)
    .values({
      conversationId: conversation.id,
      position,
      side: post.side,
      authorId: post.author.id,
      body: post.input.body,
      submissionKey: post.input.key,
      attachmentKey: post.attachment?.storageKey ?? null,
      attachmentName: post.attachment?.fileName ?? null,
      attachmentType: post.attachment?.contentType ?? null,
      attachmentSize: post.attachment?.sizeBytes ?? null,
    })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  if (!stored) throw new Error("the message insert returned no row");

  // The other side has one more to read; the writer has read what they answered.
  const fromMember = post.side === "member";
  await tx
    .update(conversations)
    .set({
      messageCount: position,
      lastMessageAt: stored.createdAt,
      ...(fromMember
        ? {
            staffUnread: sql`${conversations.staffUnread} + 1`,
            memberUnread: 0,
            memberReadAt: stored.createdAt,
          }
        : {
            memberUnread: sql`${conversations.memberUnread} + 1`,
            staffUnread: 0,
            staffReadAt: stored.createdAt,
          }),
    })
    .where(eq(conversations.id, conversation.id));

  // Every message is in the audit trail, never its words (decision 233).
  await recordAudit(tx, {
    actor: post.author,
    action: "create",
    entity: "message",
    entityId: stored.id,
    after: { conversationId: conversation.id, side: post.side, position },
  });
  const noticeJobs = await enqueueMessageNotice(
    tx,
    { conversationId: conversation.id, side: post.side, from: position },
    fromMember ? conversation.staffUnread : conversation.memberUnread,
  );
  return { kind: "stored", messageId: stored.id, conversationId: conversation.id, noticeJobs };
}
