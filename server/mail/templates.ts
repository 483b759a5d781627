// The product's e-mails: short, discreet, one call to action each. Text and HTML carry the same words.
import { escapeMarkup } from "#core/escape-markup.ts";
import type { MailMessage } from "./mailer.ts";

/** A paragraph of the letter, its inner HTML already safe. */
export const paragraphHtml = (innerHtml: string) => `<p style="margin:0 0 16px">${innerHtml}</p>`;

/** The firm's letterhead around a body that is already safe HTML. */
export const letterHtml = (siteName: string, bodyHtml: string) =>
  `<!doctype html><html><body style="margin:0;padding:32px;background:#f5f2ec;font-family:Georgia,serif;color:#1a1a1a"><div style="max-width:560px;margin:0 auto;background:#fff;padding:32px"><p style="letter-spacing:.2em;text-transform:uppercase;font-size:12px;color:#b08d57">${escapeMarkup(siteName)}</p>${bodyHtml}</div></body></html>`;

function layout(siteName: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => paragraphHtml(escapeMarkup(p))).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeMarkup(action.url)}" style="background:#b08d57;color:#111;padding:12px 20px;text-decoration:none;letter-spacing:.08em;text-transform:uppercase;font-size:13px">${escapeMarkup(action.label)}</a></p><p style="font-size:12px;color:#777">If the button does not work, copy this address into your browser:<br>${escapeMarkup(action.url)}</p>`
    : "";
  return letterHtml(siteName, `${body}${button}`);
}

/** The opening line: the person by the name given, else as what they are to us ("Dear member,"). */
export const greeting = (name: string | null | undefined, otherwise: "member" | "colleague") =>
  `Dear ${name?.trim() || otherwise},`;

/** One message: the same paragraphs as text and HTML, with at most one call to action. */
export function message(
  kind: string,
  to: string,
  subject: string,
  siteName: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailMessage {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join("\n\n");
  return { kind, to, subject, text, html: layout(siteName, paragraphs, action), link: action?.url };
}

export function verificationEmail(siteName: string, to: string, name: string, url: string): MailMessage {
  return message(
    "email-verification",
    to,
    `Verify your email address for ${siteName}`,
    siteName,
    [greeting(name, "member"), "Please confirm your email address to activate your members portal access."],
    { label: "Verify email address", url },
  );
}

export function passwordResetEmail(siteName: string, to: string, url: string): MailMessage {
  return message(
    "password-reset",
    to,
    `Reset your ${siteName} password`,
    siteName,
    [
      "We received a request to reset your password.",
      "The link below is valid for one hour. If you did not ask for it, you can ignore this message.",
    ],
    { label: "Reset password", url },
  );
}

export function invitationEmail(siteName: string, to: string, name: string, url: string): MailMessage {
  return message(
    "invitation",
    to,
    `Your ${siteName} account`,
    siteName,
    [
      greeting(name, "colleague"),
      `An account has been opened for you at ${siteName}. Choose your password to sign in.`,
      "The link is valid for 72 hours.",
    ],
    { label: "Choose your password", url },
  );
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function existingAccountEmail(
  siteName: string,
  to: string,
  links: { signIn: string; resetPassword: string },
): MailMessage {
  return message(
    "existing-account",
    to,
    `You already have an account with ${siteName}`,
    siteName,
    [
      "Someone, probably you, tried to create an account with this email address. You already have one, so nothing was changed.",
      `Forgotten your password? Request a new one at ${links.resetPassword}`,
      "If you have not verified your address yet, sign in and choose to have the verification email sent again. If this was not you, you can ignore this message.",
    ],
    { label: "Sign in", url: links.signIn },
  );
}

/** Convert to member: the lead's new members portal account, with a link to choose a password. */
export function memberInvitationEmail(
  siteName: string,
  to: string,
  name: string,
  programName: string,
  url: string,
): MailMessage {
  return message(
    "member-invitation",
    to,
    `Welcome to ${siteName}`,
    siteName,
    [
      greeting(name, "member"),
      `Your place in ${programName} is confirmed, and your members portal account is ready. Choose your password, then sign in to the members portal to follow your program.`,
      "The link is valid for 72 hours.",
    ],
    { label: "Choose your password", url },
  );
}
