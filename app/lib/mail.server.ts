export { failedMailTable, listFailedMailPage } from "#server/mail/list-failed-mail-page.ts";
export { retryFailedMail } from "#server/mail/retry-failed-mail.ts";
