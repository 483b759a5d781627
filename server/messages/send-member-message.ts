// A member writes to their instructor (decision 230): always into their own conversation; the member
// id is the session's, never the request's. The notice to their operator leaves after the commit
// (decision 235), or by the job worker.
import type { MessageInput } from "#core/messages/message-schema.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Services } from "#server/services.ts";
import { sendMessageNotice } from "./message-notices.ts";
import { postMessage } from "./post-message.ts";

export async function sendMemberMessage(services: Services, member: SessionUser, input: MessageInput) {
  assertMember(member);
  const posted = await services.db.transaction((tx) =>
    postMessage(tx, { memberId: member.id, side: "member", author: member, input }),
  );
  await sendMessageNotice(services, posted.noticeJobs);
  return posted;
}
