// What a conversation page shows and how often it looks for more (decisions 230, 231).

/**
 * How often an open conversation asks for what is new: a reply between sessions is not a chat, so a
 * quarter of a minute is soon enough and costs one small request per open page.
 */
export const CONVERSATION_REFRESH_MS = 15_000;

/** How many messages a conversation page shows at once, newest last; earlier ones are a link away. */
export const MESSAGES_PER_PAGE = 50;

/** The page's `?before=` (show the messages before this position): a positive whole number, or none. */
export function beforePosition(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** How a message's other side is named to the member: the firm, as the client-access page promises. */
export const instructorName = "Your instructor";

/** A member's conversation in the back office: the Messages screen opened on them. */
export const conversationPath = (memberId: string) =>
  `/admin/messages?member=${encodeURIComponent(memberId)}`;

/** A message's attachment, opened through the server by whoever's page it is (decision 236). */
export const attachmentPath = (viewer: "member" | "staff", messageId: string) =>
  `${viewer === "member" ? "/members" : "/admin"}/messages/attachments/${encodeURIComponent(messageId)}`;
