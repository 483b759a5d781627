// The operators' Messages list (decision 230): every member's conversation, unread first, then the
// latest message first; the Unread tab only those with a member's message no operator has seen; the
// owner filter (`f.owner`: me, unassigned, an operator) by the member's lead's owner (decision 234).
// Its tabs and filter are a table definition like every admin list's, read from the URL the same way;
// its order and pages are its own: offset pages of CONVERSATIONS_PER_PAGE along
// conversations_inbox_idx / conversations_unread_idx (bench/messages.ts). No CSV export: the list is
// a way into confidential conversations, not a record to take away (decision 230).
import { desc, eq, gt, sql } from "drizzle-orm";
import { parseTableQuery, type TableQuery } from "#core/admin/table-query.ts";
import { parseOwnerFilter } from "#core/leads/consultations/lead-owner.ts";
import { type ConversationTab, conversationTabs } from "#core/messages/conversation-list.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { conversations, profileNames, profiles } from "#server/db/schema.ts";
import { defineTable, listScope } from "#server/db/table-definition.ts";
import { conversationOwnerCondition } from "./conversation-owner.ts";

export const CONVERSATIONS_PER_PAGE = 50;

const tabConditions: Record<ConversationTab, ReturnType<typeof gt> | undefined> = {
  all: undefined,
  unread: gt(conversations.staffUnread, 0),
};

/** The list's tabs and owner filter; `viewerId` is the owner filter's "me". */
export const conversationTable = (viewerId: string) =>
  defineTable({
    columns: {
      owner: {
        sql: conversations.memberId,
        filter: (value) => conversationOwnerCondition(parseOwnerFilter(value), viewerId),
      },
    },
    search: [],
    tieBreaker: conversations.id,
    tabs: conversationTabs.map((tab) => [tab, tabConditions[tab]]),
  });

/** The list's state from its URL (?tab=, ?f.owner=, ?page=), for the operator `viewerId`. */
export const conversationListQuery = (params: URLSearchParams, viewerId: string): TableQuery =>
  parseTableQuery(params, conversationTable(viewerId), CONVERSATIONS_PER_PAGE);

export async function listConversations(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  const tab: ConversationTab = query.tab === "unread" ? "unread" : "all";
  const { where } = listScope(conversationTable(actor.id), { ...query, tab });
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
    .where(where)
    .orderBy(
      ...(tab === "unread" ? [] : [desc(sql`(${conversations.staffUnread} > 0)`)]),
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
    tab,
    owner: query.filters.owner ?? "",
    page: query.page,
    hasNext: rows.length > CONVERSATIONS_PER_PAGE,
  };
}
