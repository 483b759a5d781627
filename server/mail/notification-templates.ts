// Notification e-mails to operators (docs/notifications.md): a first name at most, never a surname,
// address or phone, and one link into the back office, where the record is.
import { conversationPath } from "#core/messages/conversation-page.ts";
import { MY_WORK_PATH } from "#core/my-work/my-work.ts";
import {
  leadByFirstName,
  notificationMail as m,
  memberByFirstName,
} from "#core/notifications/notification-messages.ts";
import type { MailMessage } from "./mailer.ts";
import { greeting, message } from "./templates.ts";

type Site = { siteName: string; publicUrl: string };
type To = { email: string; firstName: string | null };

/** Every notice to an operator: greeted as a colleague, its lines, how to turn it off, one link. */
const operatorNotice = (
  kind: string,
  site: Site,
  to: To,
  subject: string,
  lines: string[],
  link: { label: string; url: string },
): MailMessage =>
  message(
    kind,
    to.email,
    subject,
    site.siteName,
    [greeting(to.firstName, "colleague"), ...lines, m.turnOff],
    link,
  );

const leadUrl = (site: Site, consultationId: string) =>
  `${site.publicUrl}/admin/consultations?view=${encodeURIComponent(consultationId)}`;

export function promiseAtRiskEmail(site: Site, to: To, lead: { id: string; firstName: string }): MailMessage {
  return operatorNotice(
    "notify-promise-at-risk",
    site,
    to,
    m.atRiskSubject,
    [m.atRisk(leadByFirstName(lead.firstName))],
    {
      label: m.openLead,
      url: leadUrl(site, lead.id),
    },
  );
}

export function promiseBrokenEmail(site: Site, to: To, lead: { id: string; firstName: string }): MailMessage {
  return operatorNotice(
    "notify-promise-broken",
    site,
    to,
    m.brokenSubject,
    [m.broken(leadByFirstName(lead.firstName))],
    {
      label: m.openLead,
      url: leadUrl(site, lead.id),
    },
  );
}

export function mailFailedEmail(site: Site, to: To, what: string): MailMessage {
  return operatorNotice("notify-mail-failed", site, to, m.mailFailedSubject, [m.mailFailed(what)], {
    label: m.openFailedMail,
    url: `${site.publicUrl}/admin/failed-emails`,
  });
}

/** To an operator: a member wrote (their first name at most, never the message). */
export function memberMessageEmail(
  site: Site,
  to: To,
  member: { id: string; firstName: string | null },
): MailMessage {
  return operatorNotice(
    "notify-member-message",
    site,
    to,
    m.memberMessageSubject,
    [m.memberMessage(memberByFirstName(member.firstName))],
    { label: m.openConversation, url: `${site.publicUrl}${conversationPath(member.id)}` },
  );
}

/** To a member: their instructor wrote (never the message). */
export function newMessageEmail(site: Site, to: To): MailMessage {
  return message(
    "notify-new-message",
    to.email,
    m.newMessageSubject,
    site.siteName,
    [greeting(to.firstName, "member"), m.newMessage, m.memberTurnOff],
    { label: m.openMessages, url: `${site.publicUrl}/members/messages` },
  );
}

export type DigestCounts = { dueToday: number; overdue: number; atRisk: number; registrations: number };

/** Null when there is nothing: no digest is sent on an empty day. */
export function morningDigestEmail(site: Site, to: To, counts: DigestCounts): MailMessage | null {
  const lines = (Object.keys(m.digestLine) as (keyof DigestCounts)[])
    .filter((key) => counts[key] > 0)
    .map((key) => m.digestLine[key](counts[key]));
  if (lines.length === 0) return null;
  // The digest counts what My work lists (decision 212): that is where the operator acts on it.
  return operatorNotice("notify-morning-digest", site, to, m.digestSubject, [m.digestIntro, ...lines], {
    label: m.openMyWork,
    url: `${site.publicUrl}${MY_WORK_PATH}`,
  });
}
