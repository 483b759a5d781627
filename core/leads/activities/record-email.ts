// E-mail from the record: an operator writes to a consultation's person or a member from the back
// office, and what they write is sent by the mail queue and kept on the record as a completed e-mail
// activity (decision 215). The form, its limits (the activity's own: the text is stored there), the
// templates (the activity templates that are e-mails: one list) and the words the screens show.
import { requiredText } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";
import { type ActivityTemplate, activityTemplates, fillTemplateText } from "./activity-templates.ts";

export const RECORD_EMAIL_SUBJECT_MAX = 200;
export const RECORD_EMAIL_BODY_MAX = 5000;

export const recordEmailMessages = {
  subject: "Subject is required",
  subjectTooLong: `Subject must be at most ${RECORD_EMAIL_SUBJECT_MAX} characters`,
  body: "Message is required",
  bodyTooLong: `Message must be at most ${RECORD_EMAIL_BODY_MAX} characters`,
  sent: (name: string) => `E-mail sent to ${name}`,
  queued: (name: string) => `E-mail to ${name} is queued and will be sent shortly`,
  failed: (message: string) => `Failed to send email: ${message}`,
  noAddress: "This person has no e-mail address we can write to.",
} as const;

export const recordEmailSchema = z.object({
  subject: requiredText(recordEmailMessages.subject).max(
    RECORD_EMAIL_SUBJECT_MAX,
    recordEmailMessages.subjectTooLong,
  ),
  body: requiredText(recordEmailMessages.body, "lines").max(
    RECORD_EMAIL_BODY_MAX,
    recordEmailMessages.bodyTooLong,
  ),
});
export type RecordEmailInput = z.infer<typeof recordEmailSchema>;

/** The compose form's templates: the activity templates whose contact method is e-mail. */
export const emailTemplates: readonly ActivityTemplate[] = activityTemplates.filter(
  (t) => t.contactMethod === "email",
);

/** How an operator signs: their display name, then the firm's name (decision 215: derived, no setting). */
export const operatorSignature = (operatorName: string, siteName: string): string =>
  [operatorName.trim(), siteName.trim()].filter(Boolean).join("\n");

/** A template written out for the person, signed by the operator. */
export function composeFromTemplate(
  template: ActivityTemplate,
  personName: string | null | undefined,
  signature: string,
): RecordEmailInput {
  return {
    subject: fillTemplateText(template.subject, personName),
    body: [fillTemplateText(template.message, personName), signature].filter(Boolean).join("\n\n"),
  };
}

/** Its mail job's kind, and the job's group: what ties the job to its activity. */
export const RECORD_EMAIL_JOB = "record-email";
export const recordEmailGroup = (activityId: string) => `activity:${activityId}`;

/**
 * Where an e-mail from the record is: queued until the mail job delivers it ("sending"), then "sent".
 * Only a sent one counts as a contact that reached the person (the 48-hour clock). A job that finally
 * failed leaves it "sending" with its job failed: the screens show it as not delivered.
 */
export const emailDeliveries = ["sending", "sent"] as const;

/** The mail job gave up (until an operator's Retry on Failed E-mails): the e-mail has not gone. */
export const isUndelivered = (delivery: string | null, jobStatus: string | null): boolean =>
  delivery === "sending" && jobStatus === "failed";

/** What the record shows of an e-mail activity's delivery; null for an activity not sent from here. */
export function emailDeliveryLabel(delivery: string | null, jobStatus: string | null): string | null {
  if (delivery === null) return null;
  if (delivery === "sent") return "Sent";
  return isUndelivered(delivery, jobStatus) ? "Not delivered" : "Sending";
}
