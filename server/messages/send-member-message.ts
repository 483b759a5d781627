// A member writes to their instructor (decision 230): always into their own conversation; the member
// id is the session's, never the request's.
import type { MessageInput } from "#core/messages/message-schema.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { postMessage } from "./post-message.ts";

export async function sendMemberMessage(db: Database, member: SessionUser, input: MessageInput) {
  assertMember(member);
  return db.transaction((tx) =>
    postMessage(tx, { memberId: member.id, side: "member", author: member, input }),
  );
}
