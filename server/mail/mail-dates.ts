// Dates in e-mails, in SPEC 9's two formats (dd/MM/yyyy, dd/MM/yyyy HH:mm). An e-mail cannot know its
// reader's time zone: every instant is written in UTC and says so (a booking's .ics carries the instant).
import { formatDate, formatDateTime } from "#core/dates/dates.ts";

/** An instant: "04/03/2026 09:00 UTC". */
export const mailDateTime = (at: Date): string => `${formatDateTime(at, "UTC")} UTC`;

/** A calendar day with no time of its own (a date of birth, "yyyy-MM-dd"): "01/05/1990". */
export function mailDate(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T00:00:00Z`, "UTC") : day;
}
