// Which job kinds are e-mails (decision 150): the queue's own messages and the booking and
// registration e-mails, which are rendered when they are sent. The Failed E-mails screen lists these.
import { mailJobLabels } from "#core/mail/failed-mail-messages.ts";

export const mailJobKinds = Object.keys(mailJobLabels);
