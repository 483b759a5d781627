// A member's conversation as an operator opens it from the back office (decision 230): the member,
// the messages, and the member's messages marked read for the firm. Every staff read is in the audit
// trail (decision 233): one row per operator for what they were shown, again when a later load shows
// them a newer message or when they come back after READ_AUDIT_WINDOW_MS, so a page that refreshes
// itself every few seconds does not write a row each time.
import { and, desc, eq } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { auditEvents, conversations } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { conversationMember } from "./conversation-member.ts";
import { markSideRead, readMessages } from "./read-messages.ts";

/** A read of the same messages by the same operator within this long is the same read. */
export const READ_AUDIT_WINDOW_MS = 10 * 60 * 1000;

export async function getMemberConversation(
  db: Database,
  actor: SessionUser,
  memberId: string,
  before: number | null = null,
  now: Date = new Date(),
) {
  assertAdmin(actor);
  const member = await conversationMember(db, memberId);
  const [conversation] = await db.select().from(conversations).where(eq(conversations.memberId, member.id));
  if (!conversation) return { member, messages: [], earlierFrom: null, markedRead: false };
  const read = await readMessages(db, conversation, before);
  const through = read.messages.at(-1)?.position ?? 0;
  const markedRead = await db.transaction(async (tx) => {
    await auditRead(tx, actor, conversation.id, through, now);
    if (before !== null || conversation.staffUnread === 0) return false;
    return markSideRead(tx, conversation, "staff", now);
  });
  return { member, ...read, markedRead };
}

async function auditRead(
  tx: Transaction,
  actor: SessionUser,
  conversationId: string,
  through: number,
  now: Date,
) {
  const [last] = await tx
    .select({ occurredAt: auditEvents.occurredAt, after: auditEvents.after })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityId, conversationId),
        eq(auditEvents.actorId, actor.id),
        eq(auditEvents.action, "read"),
      ),
    )
    .orderBy(desc(auditEvents.occurredAt))
    .limit(1);
  const same =
    last?.after?.through === through && now.getTime() - last.occurredAt.getTime() < READ_AUDIT_WINDOW_MS;
  if (same) return;
  await recordAudit(tx, {
    actor,
    action: "read",
    entity: "conversation",
    entityId: conversationId,
    after: { through },
  });
}
