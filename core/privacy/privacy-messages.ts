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
  retentionDue: "Leads due for erasure",
  retentionHint: (months: number) =>
    `Leads that never converted are erased ${months} ${months === 1 ? "month" : "months"} after they applied.`,
} as const;
