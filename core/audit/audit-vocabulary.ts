// What the audit trail names (decision 144): the kinds of thing written and what was done to them.
// The Audit Log's filters offer exactly these, with the labels in audit-messages.ts.

export const auditEntities = [
  "faq",
  "program",
  "program_image",
  "consultation",
  "activity",
  "user",
  "event",
  "booking",
  "registration",
  "session",
  "password",
  "mail",
  "two_factor",
  "setting",
  "audit_event",
  "resource",
  /** What was held under an e-mail address once no lead or account had it (decision 173). */
  "address",
  /** A member's conversation with the firm: an operator's read of it (decision 233). */
  "conversation",
  /** A message in a conversation, by either side; the audit row never holds its text. */
  "message",
] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditActions = [
  "create",
  "update",
  "delete",
  "move",
  "complete",
  "convert",
  "invite",
  "cancel",
  "attendance",
  "approve",
  "reject",
  "progress",
  "status",
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "change",
  "export",
  "erase",
  "retry",
  "enable",
  "disable",
  "reset",
  /** An e-mail written from the record (decision 215). */
  "send",
  "publish",
  "unpublish",
  "download",
  "read",
] as const;
export type AuditAction = (typeof auditActions)[number];
