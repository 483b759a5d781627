// The way from a member's record (User Management) to their conversation.

import { conversationPath } from "#core/messages/conversation-page.ts";
import { MessageSquare } from "~/components/ui/icons";
import { InAppLink } from "~/components/ui/in-app-link";

export function ConversationLink(props: { memberId: string; name: string }) {
  return (
    <InAppLink
      aria-label={`Messages with ${props.name}`}
      title="Messages"
      className="inline-flex size-8 items-center justify-center text-mist hover:text-ivory"
      href={conversationPath(props.memberId)}
    >
      <MessageSquare aria-hidden className="size-4" />
    </InAppLink>
  );
}
