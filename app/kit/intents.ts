// The intent names forms post, shared by the components that post them and the actions that
// dispatch them (app/kit/intent-action.server.ts), so a renamed intent cannot silently stop working.
export const rowIntents = {
  create: "create",
  update: "update",
  delete: "delete",
  moveUp: "move-up",
  moveDown: "move-down",
} as const;

export const imageIntents = {
  upload: "images-upload",
  altText: "image-alt",
  primary: "image-primary",
  moveUp: "image-move-up",
  moveDown: "image-move-down",
  delete: "image-delete",
} as const;

/** Member Registrations' row actions. */
export const registrationIntents = {
  approve: "approve",
  reject: "reject",
  complete: "complete",
  progress: "set-progress",
} as const;

/** The members portal's forms. */
export const memberIntents = {
  register: "register",
  profile: "update-profile",
  password: "change-password",
} as const;

/** Consultation Management's own actions. */
export const consultationIntents = {
  convert: "convert-to-member",
  setOwner: "set-owner",
} as const;

/** Settings: who gets new leads, and an operator's own place in the round robin. */
export const leadOwnerIntents = {
  rule: "new-lead-owner-rule",
  pool: "lead-owner-pool",
} as const;

/** An e-mail written from the record (Consultation Management, User Management). */
export const recordEmailIntents = {
  send: "send-email",
} as const;

/** Messages (decision 230): a member's message, an operator's reply. */
export const messageIntents = {
  send: "send-message",
} as const;

/** Contact Activities' own action. */
export const activityIntents = {
  complete: "complete-activity",
} as const;

/**
 * Data rights (decision 145): erasing a lead (Consultation Management) or a member (User Management);
 * finding and erasing what an e-mail address still has (User Management, decision 173).
 */
export const privacyIntents = {
  erase: "erase-person",
  findAddress: "find-address",
  eraseAddress: "erase-address",
} as const;

/** Failed E-mails (decision 150): send a failed e-mail again. */
export const mailIntents = {
  retry: "retry-mail",
} as const;

/** Bookings: a member's Book, Join Waitlist and Cancel on the schedule; an operator's attendance on the roster. */
export const bookingIntents = {
  book: "book-event",
  joinWaitlist: "join-waitlist",
  cancel: "cancel-booking",
  markAttendance: "mark-attendance",
} as const;

/** A training event's own action on Training Events (create and update are the row intents). */
export const trainingEventIntents = {
  cancel: "cancel-event",
} as const;

/** The sign-in pages' forms (/admin/login, /members/login) and the reset page's. */
export const authIntents = {
  signIn: "sign-in",
  forgotPassword: "forgot",
  signUp: "sign-up",
  resendVerification: "resend",
  resetPassword: "reset-password",
} as const;

/** The public application (/apply). */
export const applicationIntents = {
  submit: "submit-application",
} as const;

/** An admin's own account on the Security page: their password (the current one, the new one twice). */
export const accountIntents = {
  changePassword: "change-password",
} as const;

/** Two-factor sign-in (decision 146): one's own security section, the code step of both sign-in
 * pages, User Management's reset and the Settings screen's requirement. */
export const twoFactorIntents = {
  start: "two-factor-start",
  confirm: "two-factor-confirm",
  disable: "two-factor-disable",
  code: "two-factor-code",
  reset: "reset-two-factor",
  requirement: "require-two-factor",
} as const;

/** Settings' notification forms: an operator's own choices, and the admins' defaults. */
export const notificationIntents = {
  own: "notifications-own",
  defaults: "notifications-defaults",
} as const;

/** Resources' row actions (the operators' Resources screen). */
export const resourceIntents = {
  unpublish: "resource-unpublish",
  publish: "resource-publish",
} as const;
