// The sidebars' unread counts (decision 232): each is one statement on an index, read on every
// signed-in page beside the session lookup. A member's is their conversation's count of the firm's
// messages they have not seen; the operators' is how many conversations wait for an operator. The
// session lookup reads them in its own statement (`unreadWithSession`); these are for when it cannot.
import { type AnyColumn, count, eq, gt, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conversations } from "#server/db/schema.ts";

export async function memberUnreadMessages(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ unread: conversations.memberUnread })
    .from(conversations)
    .where(eq(conversations.memberId, memberId));
  return row?.unread ?? 0;
}

export async function staffUnreadConversations(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(conversations).where(gt(conversations.staffUnread, 0));
  return row?.n ?? 0;
}

/**
 * The sidebar's count as a column of another statement (the session lookup's): an admin's is the
 * operators' count, anyone else's their own conversation's. `role` and `userId` are that statement's.
 */
export function unreadForSidebar(role: AnyColumn, userId: AnyColumn): SQL<number | null> {
  return sql<number | null>`case when ${role} = 'admin'
    then (select count(*)::int from ${conversations} where ${conversations.staffUnread} > 0)
    else (select ${conversations.memberUnread} from ${conversations} where ${conversations.memberId} = ${userId}) end`;
}
