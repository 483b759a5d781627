// The unread count an area's sidebar shows (decisions 232, 248): the session lookup reads it in its own
// statement; when better-auth looked the session up instead (a session due for its refresh), one read.
import { unreadReadWithSession } from "#server/auth/guards/guards.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Services } from "#server/services.ts";
import { memberUnreadMessages, staffUnreadConversations } from "./unread-counts.ts";

export async function sidebarUnread(scope: { services: Services }, user: SessionUser): Promise<number> {
  const withSession = unreadReadWithSession(user);
  if (withSession !== undefined) return withSession;
  const { db } = scope.services;
  return user.role === "admin" ? staffUnreadConversations(db) : memberUnreadMessages(db, user.id);
}
