// The operators' Messages list: its tabs and its page number, read from the URL.

export const conversationTabs = ["all", "unread"] as const;
export type ConversationTab = (typeof conversationTabs)[number];

export const conversationTabLabels: Record<ConversationTab, string> = { all: "All", unread: "Unread" };

export function conversationListQuery(params: URLSearchParams): { tab: ConversationTab; page: number } {
  const tab = params.get("tab");
  const page = params.get("page") ?? "";
  return {
    tab: tab === "unread" ? "unread" : "all",
    page: /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}
