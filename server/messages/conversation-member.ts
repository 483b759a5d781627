// The member a back-office conversation page names: an account that is a member (no admin role row)
// and not erased. Anything else, a malformed id included, is "Member not found" (404), so an operator's
// URL cannot open or start a conversation with an operator or an erased account.
import { and, eq, isNull } from "drizzle-orm";
import { messageMessages } from "#core/messages/message-schema.ts";
import type { Database } from "#server/db/client.ts";
import { profileNames, profiles, userRolesTable } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { notFound } from "#server/errors/domain-error.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function conversationMember(db: Database | Transaction, memberId: string) {
  if (!UUID.test(memberId)) throw notFound(messageMessages.memberNotFound);
  const [member] = await db
    .select({
      id: profiles.id,
      name: profileNames.display(profiles),
      email: profiles.email,
      role: userRolesTable.role,
    })
    .from(profiles)
    .leftJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
    .where(and(eq(profiles.id, memberId), isNull(profiles.erasedAt)));
  if (!member || member.role === "admin") throw notFound(messageMessages.memberNotFound);
  return { id: member.id, name: member.name, email: member.email };
}
