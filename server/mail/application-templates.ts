// The two e-mails of every new application: the operators' notice with the summary and a link into the
// back office, and a discreet acknowledgement to the applicant restating the 48-hour promise.
import { escapeMarkup } from "#core/escape-markup.ts";
import { fullName } from "#core/users/display-name.ts";
import { mailDate, mailDateTime } from "./mail-dates.ts";
import type { MailMessage } from "./mailer.ts";
import { letterHtml, paragraphHtml } from "./templates.ts";

export type ApplicationSummary = {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  age: number;
  occupation: string;
  company: string | null;
  country: string;
  city: string;
  socialMediaLinks: string | null;
  programName: string;
  submittedAt: Date;
};

const paragraph = (text: string) => paragraphHtml(escapeMarkup(text));

export function newApplicationEmail(options: {
  siteName: string;
  to: string;
  summary: ApplicationSummary;
  url: string;
}): MailMessage {
  const { summary: s, url, siteName } = options;
  const name = `${s.title} ${fullName(s)}`;
  const rows: [string, string][] = [
    ["Name", name],
    ["Program", s.programName],
    ["Email", s.email],
    ["Phone", s.phoneNumber],
    ["Date of birth", `${mailDate(s.dateOfBirth)} (age ${s.age})`],
    ["Occupation", s.occupation],
    ["Company", s.company ?? "-"],
    ["Location", `${s.city}, ${s.country}`],
    ["Social media", s.socialMediaLinks ?? "-"],
    ["Submitted", mailDateTime(s.submittedAt)],
  ];
  const due = "Contact within 48 hours: a follow-up is already scheduled in the back office.";
  const text = [
    `New application: ${name}`,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    due,
    `Open in the back office: ${url}`,
  ].join("\n\n");
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#777;vertical-align:top;white-space:nowrap">${escapeMarkup(label)}</td><td style="padding:6px 0;white-space:pre-line">${escapeMarkup(value)}</td></tr>`,
    )
    .join("");
  const html = letterHtml(
    siteName,
    `${paragraph(`New application: ${name}`)}<table style="border-collapse:collapse;font-size:14px;margin:0 0 16px">${table}</table>${paragraph(due)}<p style="margin:24px 0"><a href="${escapeMarkup(url)}" style="background:#b08d57;color:#111;padding:12px 20px;text-decoration:none;letter-spacing:.08em;text-transform:uppercase;font-size:13px">Open application</a></p><p style="font-size:12px;color:#777">${escapeMarkup(url)}</p>`,
  );
  return {
    kind: "new-application",
    to: options.to,
    subject: `New application: ${name} (${s.programName})`,
    text,
    html,
    link: url,
  };
}

export function applicationReceivedEmail(options: {
  siteName: string;
  to: string;
  title: string;
  lastName: string;
}): MailMessage {
  const paragraphs = [
    `Dear ${options.title} ${options.lastName},`,
    `Thank you for your application to ${options.siteName}. It has been received and is held in strict confidence.`,
    "A member of our team will contact you within 48 hours to arrange your private consultation.",
    "If you did not submit this application, please disregard this message.",
  ];
  return {
    kind: "application-received",
    to: options.to,
    subject: `Your application to ${options.siteName}`,
    text: paragraphs.join("\n\n"),
    html: letterHtml(options.siteName, paragraphs.map(paragraph).join("")),
  };
}
