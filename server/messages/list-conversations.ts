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
  // The page is chosen on conversations alone (the index, however deep the page), then its 51 rows
  // are joined to their members.
  const page = db
    .select({
      id: conversations.id,
      memberId: conversations.memberId,
      lastMessageAt: conversations.lastMessageAt,
      messageCount: conversations.messageCount,
      unread: conversations.staffUnread,
      waiting: sql<boolean>`(${conversations.staffUnread} > 0)`.as("waiting"),
    })
    .from(conversations)
    .where(unreadOnly ? gt(conversations.staffUnread, 0) : undefined)
    .orderBy(
      ...(unreadOnly ? [] : [desc(sql`(${conversations.staffUnread} > 0)`)]),
      desc(conversations.lastMessageAt),
      desc(conversations.id),
    )
    .limit(CONVERSATIONS_PER_PAGE + 1)
    .offset((query.page - 1) * CONVERSATIONS_PER_PAGE)
    .as("page");
  const rows = await db
    .select({
      id: page.id,
      memberId: page.memberId,
      memberName: profileNames.display(profiles),
      memberEmail: profiles.email,
      lastMessageAt: page.lastMessageAt,
      messageCount: page.messageCount,
      unread: page.unread,
    })
    .from(page)
    .innerJoin(profiles, eq(profiles.id, page.memberId))
    .orderBy(desc(page.waiting), desc(page.lastMessageAt), desc(page.id));
  return {
    rows: rows.slice(0, CONVERSATIONS_PER_PAGE),
    tab: query.tab,
    page: query.page,
    hasNext: rows.length > CONVERSATIONS_PER_PAGE,
  };
}
