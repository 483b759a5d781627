// A message in a member's conversation with the firm (decision 230): plain text, line breaks kept, and
// the form's own key, so a form sent twice (a double click, a retry after an outage whose first try
// did commit) is stored once. The member's form and an operator's reply share it.
import { requiredText } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";
import { resourceFileRules } from "#core/resources/resource-rules.ts";

const allFileTypes = Object.values(resourceFileRules)
  .flatMap((rule) => Object.keys(rule.types))
  .join(", ");

/** Long enough for a careful note between sessions, short enough to stay a message. */
export const MESSAGE_MAX_LENGTH = 4000;

export const messageMessages = {
  bodyRequired: "Please write a message",
  bodyTooLong: `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`,
  keyInvalid: "This form is out of date. Please reload the page and send again.",
  loadFailed: "Failed to load messages",
  /** An operator's reply refused, in the back office's words for every failed write. */
  replyFailed: (message: string) => `Failed to send message: ${message}`,
  memberNotFound: "Member",
} as const;

export const messageSchema = z.object({
  body: requiredText(messageMessages.bodyRequired, "lines").max(
    MESSAGE_MAX_LENGTH,
    messageMessages.bodyTooLong,
  ),
  key: z.uuid({ error: messageMessages.keyInvalid }),
});
export type MessageInput = z.output<typeof messageSchema>;

/** A message's attachment (decision 236): the resources' file rules, any kind. */
export const attachmentMessages = {
  label: "Attach a file (optional)",
  invalidType: `Invalid file type. Allowed types: ${allFileTypes}`,
  notFound: "Attachment",
  /**
   * A send that failed as a whole page (no JavaScript) keeps the words, but a browser cannot keep the
   * chosen file for the next try. (With JavaScript the form is not reloaded and keeps both.)
   */
  chooseAgain: "Your words are kept. If you attached a file, choose it again before sending.",
  opens: (name: string) => `Attachment: ${name}`,
} as const;

/** Who wrote a message: the member, or someone of the firm. */
export const messageSides = ["member", "staff"] as const;
export type MessageSide = (typeof messageSides)[number];

/** An operator's reply names the member it answers (`id`): an unknown or malformed one is "Member not found". */
export const replySchema = messageSchema.extend({ id: z.uuid() });
export type ReplyInput = z.output<typeof replySchema>;
