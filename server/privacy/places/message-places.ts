// Messages (decision 230): the member's conversation with the firm, every message in it, theirs and
// the firm's. The export shows them all in order, each attachment by its name, type and size (decision
// 236); erasure deletes the conversation, and its messages with it, and their attachments' files once
// it has committed. The audit rows about them hold no words (decision 233).
import { asc, eq } from "drizzle-orm";
import { conversations, messages } from "#server/db/schema.ts";
import { definePlace } from "./place.ts";

export const messagePlace = definePlace({
  key: "messages",
  table: messages,
  personal: [messages.body, messages.attachmentName, messages.attachmentKey],
  read: async ({ db }, s) => {
    if (!s.profileId) return [];
    return db
      .select({
        position: messages.position,
        side: messages.side,
        body: messages.body,
        attachmentName: messages.attachmentName,
        attachmentType: messages.attachmentType,
        attachmentSize: messages.attachmentSize,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.memberId, s.profileId))
      .orderBy(asc(messages.position));
  },
  erase: async (tx, s) => {
    if (s.profileId) await tx.delete(conversations).where(eq(conversations.memberId, s.profileId));
  },
  eraseFiles: async ({ storage }, s) => {
    for (const key of s.messageFileKeys) await storage.delete(key);
  },
});
