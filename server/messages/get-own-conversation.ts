// A member's Messages page (decision 230): their conversation (none until the first message) and its
// messages; what the firm wrote is marked read, as the member now sees it.
import { eq } from "drizzle-orm";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { conversations } from "#server/db/schema.ts";
import { markSideRead, readMessages } from "./read-messages.ts";

export async function getOwnConversation(
  db: Database,
  member: SessionUser,
  before: number | null = null,
  now: Date = new Date(),
) {
  assertMember(member);
  const [conversation] = await db.select().from(conversations).where(eq(conversations.memberId, member.id));
  if (!conversation) return { messages: [], earlierFrom: null, markedRead: false };
  const read = await readMessages(db, conversation, before);
  if (before !== null || conversation.memberUnread === 0) return { ...read, markedRead: false };
  return { ...read, markedRead: await markSideRead(db, conversation, "member", now) };
}
