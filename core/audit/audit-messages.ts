// What the Audit Log screen says (decision 144): the names of the things and actions it lists.
import type { AuditAction, AuditEntity } from "./audit-vocabulary.ts";

export const auditEntityLabels: Record<AuditEntity, string> = {
  faq: "FAQ",
  program: "Program",
  program_image: "Program image",
  consultation: "Consultation",
  activity: "Activity",
  user: "User",
  event: "Training event",
  booking: "Booking",
  registration: "Registration",
  session: "Sign-in",
  password: "Password",
  mail: "E-mail",
  two_factor: "Two-factor sign-in",
  setting: "Setting",
  audit_event: "Audit log",
  address: "E-mail address",
  resource: "Resource",
  conversation: "Conversation",
  message: "Message",
};

export const auditActionLabels: Record<AuditAction, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  move: "Moved",
  complete: "Completed",
  convert: "Converted to member",
  invite: "Invited",
  cancel: "Cancelled",
  attendance: "Attendance marked",
  approve: "Approved",
  reject: "Rejected",
  progress: "Progress set",
  status: "Status changed",
  sign_in: "Signed in",
  sign_in_failed: "Sign-in refused",
  sign_out: "Signed out",
  change: "Changed",
  export: "Exported",
  erase: "Erased",
  retry: "Sent again",
  enable: "Turned on",
  disable: "Turned off",
  reset: "Reset",
  send: "E-mail sent",
  publish: "Published",
  unpublish: "Unpublished",
  download: "Downloaded",
  read: "Read",
};

export const auditMessages = {
  title: "Audit Log",
  subtitle: (total: number) => `${total} ${total === 1 ? "event" : "events"}`,
  notFound: "Audit event not found",
  nobody: "Nobody signed in",
  erasedActor: "Erased person",
  before: "Before",
  after: "After",
  nothing: "Nothing recorded",
  empty: "No audit events yet",
} as const;

/** A label for a stored name, or the name itself for one this version does not know. */
export const labelOf = (labels: Record<string, string>, name: string) => labels[name] ?? name;

/**
 * Who acted, as the Audit Log names them: their address as it was; an erased person when an erasure
 * took the address and left the account's id (decision 145); nobody when no one was signed in.
 */
export const auditActorLabel = (row: { actorId: string | null; actorEmail: string | null }) =>
  row.actorEmail ?? (row.actorId ? auditMessages.erasedActor : auditMessages.nobody);
