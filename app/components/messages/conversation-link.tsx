// The way from a member's record (User Management) to their conversation.

import { Link } from "react-router";
import { conversationPath } from "#core/messages/conversation-page.ts";
import { MessageSquare } from "~/components/ui/icons";

export function ConversationLink(props: { memberId: string; name: string }) {
  return (
    <Link
      to={conversationPath(props.memberId)}
      aria-label={`Messages with ${props.name}`}
      title="Messages"
      className="inline-flex size-8 items-center justify-center text-mist hover:text-ivory"
    >
      <MessageSquare aria-hidden className="size-4" />
    </Link>
  );
}
