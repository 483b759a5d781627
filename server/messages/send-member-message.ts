// A member writes to their instructor (decision 230): always into their own conversation; the member
// id is the session's, never the request's. An attachment is stored before the transaction and
// removed again if the message is not stored (decision 236). The notice to their operator leaves after
// the commit (decision 235), or by the job worker.
import type { MessageInput } from "#core/messages/message-schema.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { ResourceUpload } from "#server/resources/store-resource-file.ts";
import type { Services } from "#server/services.ts";
import { storeAndPost } from "./store-and-post.ts";

export async function sendMemberMessage(
  services: Services,
  member: SessionUser,
  input: MessageInput,
  upload: ResourceUpload | null = null,
) {
  assertMember(member);
  return storeAndPost(services, upload, (_tx, attachment) => ({
    memberId: member.id,
    side: "member",
    author: member,
    input,
    attachment,
  }));
}
