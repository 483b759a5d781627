// What the notification settings and e-mails say. The e-mails name no applicant beyond a first name:
// mailboxes are not the system of record, the back office is (docs/notifications.md).

export const notificationMessages = {
  ownSection: "Notifications",
  ownIntro: "Which e-mails the product sends you. Each one links into the back office.",
  memberIntro: "Which e-mails we send you. Each one links into the members portal.",
  defaultsSection: "Notification defaults",
  defaultsIntro: "What an operator receives until they choose for themselves.",
  timeZoneLabel: "Time zone of your morning digest",
  timeZoneHint: "An IANA name such as Europe/London or America/New_York. Your digest is sent at 08:00 there.",
  timeZoneRequired: "Time zone is required",
  timeZoneUnknown: "Enter a time zone such as Europe/London",
  saveOwn: "Save Notifications",
  saveDefaults: "Save Defaults",
  ownSaved: "Notification settings saved",
  defaultsSaved: "Notification defaults saved",
} as const;

/** A member by their first name, never more, to open a sentence; "A member" when there is none. */
export const memberByFirstName = (firstName: string | null | undefined) => firstName?.trim() || "A member";

/** A lead by the first name its application gave, never more; "a lead" when it gave none. */
export const leadByFirstName = (firstName: string | null | undefined) => firstName?.trim() || "a lead";

export const notificationMail = {
  atRiskSubject: "A lead you own is at risk",
  atRisk: (lead: string) =>
    `The 48-hour promise to ${lead} ends within 12 hours, and nobody has reached them yet.`,
  brokenSubject: "A 48-hour promise was broken",
  broken: (lead: string) => `48 hours have passed since ${lead} applied, and nobody has reached them yet.`,
  openLead: "Open the lead",
  mailFailedSubject: "An e-mail could not be delivered",
  mailFailed: (what: string) =>
    `An e-mail (${what}) could not be delivered after every retry. You can send it again from Failed E-mails.`,
  openFailedMail: "Open Failed E-mails",
  digestSubject: "Your day at a glance",
  digestIntro: "Here is what waits for you today.",
  digestLine: {
    dueToday: (n: number) => (n === 1 ? "1 follow-up due today" : `${n} follow-ups due today`),
    overdue: (n: number) => (n === 1 ? "1 overdue follow-up" : `${n} overdue follow-ups`),
    atRisk: (n: number) =>
      n === 1
        ? "1 lead you own with its promise at risk or broken"
        : `${n} leads you own with their promise at risk or broken`,
    registrations: (n: number) => (n === 1 ? "1 registration to approve" : `${n} registrations to approve`),
  },
  openMyWork: "Open My work",
  turnOff: "You can choose which notifications you receive on Settings in the back office.",
  // A new message: that one is waiting and where, never its words (decision 235).
  memberMessageSubject: "A member has written to the firm",
  memberMessage: (member: string) =>
    `${member} has written on Messages. The message waits in the back office until someone reads it.`,
  openConversation: "Open the conversation",
  newMessageSubject: "A new message from your instructor",
  newMessage: "Your instructor has written to you. Sign in to the members portal to read it.",
  openMessages: "Open Messages",
  memberTurnOff: "You can choose which e-mails you receive on Settings in the members portal.",
} as const;
