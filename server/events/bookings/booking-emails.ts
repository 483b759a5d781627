// The schedule's e-mails: a confirmed booking (with its .ics), a waitlist promotion (with its .ics),
// the reminders 24 h and 1 h before, and an operator's cancellation of the event.
import { mailDateTime } from "#server/mail/mail-dates.ts";
import type { MailMessage } from "#server/mail/mailer.ts";
import { greeting, message } from "#server/mail/templates.ts";
import { bookingCalendar, type CalendarEvent, calendarFileName } from "./booking-calendar.ts";

export type BookingMailKind =
  | "booking-confirmed"
  | "waitlist-promoted"
  | "booking-reminder"
  | "event-cancelled";

export type BookingMail = {
  kind: BookingMailKind;
  siteName: string;
  to: string;
  name: string | null;
  event: CalendarEvent;
  url: string;
  /** Reminders: how long before the start. */
  hoursBefore?: number;
};

// In UTC, as every e-mail's dates (server/mail/mail-dates.ts); the .ics carries the instant.
const when = (e: CalendarEvent) => `${mailDateTime(e.startTime)} to ${mailDateTime(e.endTime)}`;

export async function bookingEmail(mail: BookingMail): Promise<MailMessage> {
  const { event, siteName, to, url } = mail;
  const dear = greeting(mail.name, "member");
  const place = [event.location, event.meetingUrl ? `online: ${event.meetingUrl}` : null]
    .filter(Boolean)
    .join(", ");
  const details = [`When: ${when(event)}`, ...(place ? [`Where: ${place}`] : [])];
  const invitation = async (cancelled = false) => [
    {
      filename: calendarFileName(event.title),
      contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "PUBLISH"}`,
      content: await bookingCalendar(event, { siteName, url, cancelled }),
    },
  ];
  const action = { label: "Open my schedule", url };
  switch (mail.kind) {
    case "booking-confirmed":
      return {
        ...message(
          mail.kind,
          to,
          `Booking confirmed: ${event.title}`,
          siteName,
          [
            dear,
            `Your place at ${event.title} is confirmed.`,
            ...details,
            "The invitation is attached for your calendar.",
          ],
          action,
        ),
        attachments: await invitation(),
      };
    case "waitlist-promoted":
      return {
        ...message(
          mail.kind,
          to,
          `A seat opened up: ${event.title}`,
          siteName,
          [
            dear,
            `A seat became free and your place at ${event.title} is now confirmed.`,
            ...details,
            "If you can no longer attend, please cancel the booking so the next person can take the seat.",
          ],
          action,
        ),
        attachments: await invitation(),
      };
    case "booking-reminder":
      return message(
        mail.kind,
        to,
        `Reminder: ${event.title} starts in ${mail.hoursBefore === 1 ? "1 hour" : `${mail.hoursBefore} hours`}`,
        siteName,
        [dear, `This is a reminder of your booking for ${event.title}.`, ...details],
        action,
      );
    case "event-cancelled":
      return {
        ...message(
          mail.kind,
          to,
          `Cancelled: ${event.title}`,
          siteName,
          [
            dear,
            `We are sorry: ${event.title} has been cancelled by the organiser, and your booking with it.`,
            ...details,
            "We will be in touch about another date.",
          ],
          action,
        ),
        attachments: await invitation(true),
      };
  }
}
