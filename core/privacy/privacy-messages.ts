// What the data-rights controls say (decision 145): the export and erasure buttons, the erasure's
// confirmation, and the answers an erasure gives.

/** Whom the controls act on: a lead (a consultation) or a member's account. */
export type PersonKind = "lead" | "member";

export const privacyMessages = {
  exportLabel: "Export Data",
  exportOwnLabel: "Download My Data",
  exportOwnHint:
    "A JSON file with everything we hold about you: profile, registrations, bookings, achievements and the e-mails we sent you.",
  eraseLabel: "Erase Person",
  eraseTitle: "Erase this person?",
  eraseConfirm: (name: string) =>
    `Erase ${name}? Their name, e-mail, phone, address, birthday and every note about them are removed for good, their account and sessions are closed, and their bookings and registrations stay only as anonymous counts. This cannot be undone.`,
  eraseSubmit: "Erase Permanently",
  erasing: "Erasing...",
  cancel: "Cancel",
  erased: "Person erased",
  eraseFailed: (message: string) => `Failed to erase person: ${message}`,
  selfErase: "You cannot erase your own account",
  adminErase: "An admin account cannot be erased; change its role to member first",
  alreadyErased: "This person has already been erased",
  personNotFound: "Person not found",
  // Erasure by e-mail address (decision 173): what is left of someone whose lead or account is gone.
  addressLabel: "Erase by E-mail",
  addressTitle: "Erase by e-mail address",
  addressHint:
    "Find what is still held under an e-mail address (mail sent to it, audit entries, a lead or account that still has it) and erase it.",
  findSubmit: "Find",
  finding: "Finding...",
  nothingHeld: "Nothing is held under this address",
  heldIntro: (email: string) => `Held under ${email}:`,
  heldPerson: (kind: PersonKind, name: string) =>
    `${kind === "lead" ? "A lead" : "A member account"}: ${name}. Erasing removes it as Erase Person does.`,
  addressEraseConfirm:
    "Erase everything listed? Addresses, names and notes are removed for good; the audit trail keeps only that an erasure happened. This cannot be undone.",
  addressErased: "Everything held under the address was erased",
  findFailed: (message: string) => `Failed to find the address: ${message}`,
  retentionDue: "Leads due for erasure",
  retentionHint: (months: number) =>
    `Leads that never converted are erased ${months} ${months === 1 ? "month" : "months"} after their last contact.`,
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What each place of a person's data is called in "what is held" (server/privacy/personal-data.ts keys). */
export const heldLabels: Record<string, (n: number) => string> = {
  profile: () => "A member account",
  activities: (n) => plural(n, "contact activity", "contact activities"),
  applications: (n) => plural(n, "application (lead)", "applications (leads)"),
  registrations: (n) => plural(n, "program registration", "program registrations"),
  bookings: (n) => plural(n, "event booking", "event bookings"),
  achievements: (n) => plural(n, "achievement", "achievements"),
  achievementProgress: (n) => plural(n, "achievement in progress", "achievements in progress"),
  sessions: (n) => plural(n, "sign-in session", "sign-in sessions"),
  signInMethods: (n) => plural(n, "password or sign-in method", "passwords or sign-in methods"),
  twoFactor: () => "A two-factor key",
  pendingLinks: (n) => plural(n, "pending link", "pending links"),
  emailsSent: (n) => plural(n, "e-mail in the e-mail log", "e-mails in the e-mail log"),
  queuedEmails: (n) => plural(n, "queued or failed e-mail", "queued or failed e-mails"),
  emailCopies: (n) => plural(n, "copy of an e-mail in the outbox", "copies of e-mails in the outbox"),
  auditTrail: (n) => plural(n, "audit log entry", "audit log entries"),
};

/** "3 e-mails in the e-mail log": a held count in words (the key itself for one this version lacks). */
export const heldLine = (key: string, count: number) => heldLabels[key]?.(count) ?? `${count} ${key}`;
