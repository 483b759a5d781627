// The operators' Messages list (decision 230): every member's conversation, unread first, then the
// latest message first; the Unread tab only those with a member's message no operator has seen. Pages
// of CONVERSATIONS_PER_PAGE by offset along conversations_inbox_idx / conversations_unread_idx
// (bench/messages.ts). No CSV export: the list is a way into confidential conversations, not a record
// to take away (decision 230).
import { desc, eq, gt, sql } from "drizzle-orm";
import type { ConversationTab } from "#core/messages/conversation-list.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { conversations, profileNames, profiles } from "#server/db/schema.ts";

export const CONVERSATIONS_PER_PAGE = 50;

export async function listConversations(
  db: Database,
  actor: SessionUser,
  query: { tab: ConversationTab; page: number },
) {
  assertAdmin(actor);
  const unreadOnly = query.tab === "unread";
  const rows = await db
    .select({
      id: conversations.id,
      memberId: conversations.memberId,
      memberName: profileNames.display(profiles),
      memberEmail: profiles.email,
      lastMessageAt: conversations.lastMessageAt,
      messageCount: conversations.messageCount,
      unread: conversations.staffUnread,
    })
    .from(conversations)
    .innerJoin(profiles, eq(profiles.id, conversations.memberId))
    .where(unreadOnly ? gt(conversations.staffUnread, 0) : undefined)
    .orderBy(
      ...(unreadOnly ? [] : [desc(sql`(${conversations.staffUnread} > 0)`)]),
      desc(conversations.lastMessageAt),
      desc(conversations.id),
    )
    .limit(CONVERSATIONS_PER_PAGE + 1)
    .offset((query.page - 1) * CONVERSATIONS_PER_PAGE);
  return {
    rows: rows.slice(0, CONVERSATIONS_PER_PAGE),
    tab: query.tab,
    page: query.page,
    hasNext: rows.length > CONVERSATIONS_PER_PAGE,
  };
}
