// The messages domain for route modules (decision 230).
export { getMemberConversation } from "#server/messages/get-member-conversation.ts";
export { getOwnConversation } from "#server/messages/get-own-conversation.ts";
export { conversationListQuery, listConversations } from "#server/messages/list-conversations.ts";
export { openMessageAttachment } from "#server/messages/message-attachment.ts";
export { sendMemberMessage } from "#server/messages/send-member-message.ts";
export { sendStaffReply } from "#server/messages/send-staff-reply.ts";
export { sidebarUnread } from "#server/messages/sidebar-unread.ts";
