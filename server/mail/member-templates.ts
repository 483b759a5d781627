// The members portal's e-mails: an operator's decision on a program registration, and the notice that
// an account's password was changed (so an owner who did not change it knows at once).
import { mailDateTime } from "./mail-dates.ts";
import type { MailMessage } from "./mailer.ts";
import { greeting, message } from "./templates.ts";

export type RegistrationDecision = "approved" | "rejected";

export function registrationDecisionEmail(options: {
  siteName: string;
  to: string;
  name: string;
  programName: string;
  decision: RegistrationDecision;
  url: string;
}): MailMessage {
  const { siteName, to, name, programName, decision, url } = options;
  const dear = greeting(name, "member");
  if (decision === "approved")
    return message(
      "registration-approved",
      to,
      `Your registration for ${programName} is approved`,
      siteName,
      [
        dear,
        `Your registration for ${programName} has been approved and your program has started.`,
        "Your progress and achievements are in the members portal.",
      ],
      { label: "Open My Programs", url },
    );
  return message(
    "registration-rejected",
    to,
    `Your registration for ${programName}`,
    siteName,
    [
      dear,
      `We are unable to accept your registration for ${programName} at this time.`,
      "You are welcome to contact us to discuss it, or to register again later.",
    ],
    { label: "Browse Programs", url },
  );
}

export function passwordChangedEmail(options: {
  siteName: string;
  to: string;
  resetUrl: string;
  at: Date;
}): MailMessage {
  const { siteName, to, resetUrl, at } = options;
  return message(
    "password-changed",
    to,
    `Your ${siteName} password was changed`,
    siteName,
    [
      `The password of your ${siteName} account was changed on ${mailDateTime(at)}. Your other sessions were signed out.`,
      "If this was you, nothing more is needed. If it was not, reset your password now and contact us.",
    ],
    { label: "Reset password", url: resetUrl },
  );
}
