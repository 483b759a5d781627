// An operator answers a member (decision 230): any operator may, on any member's conversation (every
// operator is an admin and admins see all); the first reply starts the conversation.
import type { MessageInput } from "#core/messages/message-schema.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { conversationMember } from "./conversation-member.ts";
import { postMessage } from "./post-message.ts";

export async function sendStaffReply(
  db: Database,
  actor: SessionUser,
  memberId: string,
  input: MessageInput,
) {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const member = await conversationMember(tx, memberId);
    return postMessage(tx, { memberId: member.id, side: "staff", author: actor, input });
  });
}
