// What the Failed E-mails screen says (decision 150): e-mails the job worker gave up on, for an
// operator to read (to whom, what, why) and send again.
import { RECORD_EMAIL_JOB } from "#core/leads/activities/record-email.ts";

/** What each kind of e-mail job is, in words. The application's and the accounts' e-mails are "mail". */
export const mailJobLabels: Record<string, string> = {
  mail: "E-mail",
  "booking-confirmed": "Booking confirmation",
  "waitlist-promoted": "Waitlist promotion",
  "booking-reminder": "Session reminder",
  "event-cancelled": "Session cancelled",
  "registration-approved": "Registration approved",
  "registration-rejected": "Registration rejected",
  [RECORD_EMAIL_JOB]: "E-mail from the record",
};

export const failedMailMessages = {
  title: "Failed E-mails",
  subtitle: (total: number) =>
    total === 1 ? "1 e-mail could not be delivered" : `${total} e-mails could not be delivered`,
  empty: "No failed e-mails. Every message was delivered.",
  retried: "E-mail queued to be sent again",
  retryFailed: "Failed to retry the e-mail",
  notFailed: "This e-mail is no longer waiting for a retry",
  unknownRecipient: "Unknown",
} as const;

export const mailJobLabel = (kind: string) => mailJobLabels[kind] ?? kind;

/** The Kind filter's choices: every kind of e-mail job, by its label. */
export const mailJobKindOptions = Object.entries(mailJobLabels).map(([value, label]) => ({ value, label }));
