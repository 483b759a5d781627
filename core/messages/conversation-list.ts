// The operators' Messages list: its tabs (the list's state is read from the URL like every admin
// list's, server/messages/list-conversations.ts).

export const conversationTabs = ["all", "unread"] as const;
export type ConversationTab = (typeof conversationTabs)[number];

export const conversationTabLabels: Record<ConversationTab, string> = { all: "All", unread: "Unread" };
