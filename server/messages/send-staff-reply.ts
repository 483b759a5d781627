// An operator answers a member (decision 230): any operator may, on any member's conversation (every
// operator is an admin and admins see all); the first reply starts the conversation. The member's
// notice leaves after the commit (decision 235), or by the job worker.
import type { MessageInput } from "#core/messages/message-schema.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Services } from "#server/services.ts";
import { conversationMember } from "./conversation-member.ts";
import { sendMessageNotice } from "./message-notices.ts";
import { postMessage } from "./post-message.ts";

export async function sendStaffReply(
  services: Services,
  actor: SessionUser,
  memberId: string,
  input: MessageInput,
) {
  assertAdmin(actor);
  const posted = await services.db.transaction(async (tx) => {
    const member = await conversationMember(tx, memberId);
    return postMessage(tx, { memberId: member.id, side: "staff", author: actor, input });
  });
  await sendMessageNotice(services, posted.noticeJobs);
  return posted;
}
