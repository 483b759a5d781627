// An operator answers a member (decision 230): any operator may, on any member's conversation (every
// operator is an admin and admins see all); the first reply starts the conversation. An attachment is
// stored before the transaction and removed again if the reply is not stored (decision 236). The
// member's notice leaves after the commit (decision 235), or by the job worker.
import type { MessageInput } from "#core/messages/message-schema.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { ResourceUpload } from "#server/resources/store-resource-file.ts";
import type { Services } from "#server/services.ts";
import { conversationMember } from "./conversation-member.ts";
import { storeAndPost } from "./store-and-post.ts";

export async function sendStaffReply(
  services: Services,
  actor: SessionUser,
  memberId: string,
  input: MessageInput,
  upload: ResourceUpload | null = null,
) {
  assertAdmin(actor);
  // The member is checked first, so a reply to nobody stores no file.
  const member = await conversationMember(services.db, memberId);
  return storeAndPost(services, upload, async (tx, attachment) => ({
    memberId: (await conversationMember(tx, member.id)).id,
    side: "staff",
    author: actor,
    input,
    attachment,
  }));
}
