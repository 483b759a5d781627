// E-mail notices of a new message (decision 235): to the member when the firm wrote; to the member's
// operator (their lead's owner, decision 234; when none, every operator) when the member wrote. One
// notice per unread batch: the posting transaction enqueues a job only for a message that starts a
// batch (the other side had nothing unread), and the notice's once-key names the batch by its first
// position, so a job run twice, by two instances or after a restart still sends one e-mail (notify.ts).
// The e-mail says a message waits and links to it: never its words, a member by first name at most.
import { eq } from "drizzle-orm";
import type { MessageSide } from "#core/messages/message-schema.ts";
import { conversations, profiles } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { enqueueJobs } from "#server/jobs/enqueue-job.ts";
import type { JobHandlers } from "#server/jobs/run-due-jobs.ts";
import { sendQueuedMail } from "#server/mail/mail-queue.ts";
import { memberMessageEmail, newMessageEmail } from "#server/mail/notification-templates.ts";
import { listOperators, type Notice, notify } from "#server/notifications/notify.ts";
import type { Services } from "#server/services.ts";
import { memberLeadOwner } from "./conversation-owner.ts";

export const MESSAGE_NOTICE_JOB = "message-notice";

type Batch = { conversationId: string; side: MessageSide; from: number };

/**
 * In the posting transaction: a notice job when this message starts the other side's unread batch
 * (`waitingBefore`, their unread count before it, was 0); answers the job ids to run after the commit.
 */
export function enqueueMessageNotice(
  tx: Transaction,
  batch: Batch,
  waitingBefore: number,
): Promise<string[]> {
  if (waitingBefore > 0) return Promise.resolve([]);
  return enqueueJobs(tx, [
    { kind: MESSAGE_NOTICE_JOB, payload: batch, groupKey: `conversation:${batch.conversationId}` },
  ]);
}

async function batchNotices(services: Services, batch: Batch): Promise<Notice[]> {
  const { db, config } = services;
  const [conversation] = await db
    .select({
      memberId: conversations.memberId,
      messageCount: conversations.messageCount,
      memberUnread: conversations.memberUnread,
      staffUnread: conversations.staffUnread,
      firstName: profiles.firstName,
    })
    .from(conversations)
    .innerJoin(profiles, eq(profiles.id, conversations.memberId))
    .where(eq(conversations.id, batch.conversationId));
  // Erased since, or the batch was read (or answered) before the job ran: nothing is waiting.
  if (!conversation) return [];
  const waiting = batch.side === "staff" ? conversation.memberUnread : conversation.staffUnread;
  if (waiting === 0 || conversation.messageCount - waiting + 1 !== batch.from) return [];
  const about = `conversation:${batch.conversationId}:${batch.from}`;
  if (batch.side === "staff")
    return [
      {
        kind: "new-message",
        about,
        userId: conversation.memberId,
        message: (to) => newMessageEmail(config, to),
      },
    ];
  const [owner, operators] = await Promise.all([
    memberLeadOwner(db, conversation.memberId),
    listOperators(db),
  ]);
  // An owner who is no longer an operator (left, erased) is as good as none.
  const owning = operators.filter((o) => o.id === owner);
  const member = { id: conversation.memberId, firstName: conversation.firstName };
  return (owning.length > 0 ? owning : operators).map(
    (operator): Notice => ({
      kind: "member-message",
      about,
      userId: operator.id,
      message: (to) => memberMessageEmail(config, to, member),
    }),
  );
}

function batchOf(payload: Record<string, unknown>): Batch | null {
  const { conversationId, side, from } = payload;
  if (typeof conversationId !== "string" || (side !== "member" && side !== "staff")) return null;
  if (typeof from !== "number" || !Number.isInteger(from)) return null;
  return { conversationId, side, from };
}

export const messageNoticeJobHandlers: JobHandlers<Services> = {
  async [MESSAGE_NOTICE_JOB](services, payload) {
    const batch = batchOf(payload);
    if (!batch) throw new Error("a message notice job without its batch");
    await notify(services, await batchNotices(services, batch));
  },
};

/** After the commit: the notice now, unless another instance took it; never throws (the message is stored). */
export async function sendMessageNotice(services: Services, jobIds: string[]): Promise<void> {
  if (jobIds.length > 0) await sendQueuedMail(services, jobIds, messageNoticeJobHandlers);
}
