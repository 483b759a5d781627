// The durable jobs of a booking: its confirmation (or promotion) e-mail and its reminders 24 h and 1 h
// before the start, written in the booking's transaction and cancelled with it. The handlers re-read
// the booking when they run, so a job that outlived its reason (the booking cancelled, the event moved)
// does nothing.
import { eq } from "drizzle-orm";
import { memberEventBookings as bookings, trainingEvents as events, profiles } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { cancelJobs, enqueueJobs, type NewJob } from "#server/jobs/enqueue-job.ts";
import type { JobHandler, JobHandlers } from "#server/jobs/run-due-jobs.ts";
import type { Services } from "#server/services.ts";
import { calendarEventColumns } from "./booking-calendar.ts";
import { type BookingMailKind, bookingEmail } from "./booking-emails.ts";

export const REMINDER_HOURS = [24, 1] as const;
const HOUR = 60 * 60 * 1000;

export const bookingGroup = (bookingId: string) => `booking:${bookingId}`;

/** A booking became confirmed: its e-mail now, its reminders before the start (those still ahead). */
export async function scheduleConfirmedBooking(
  tx: Transaction,
  booking: { id: string; startTime: Date },
  kind: "booking-confirmed" | "waitlist-promoted",
  now = new Date(),
): Promise<void> {
  const groupKey = bookingGroup(booking.id);
  const list: NewJob[] = [{ kind, payload: { bookingId: booking.id }, groupKey }];
  for (const hours of REMINDER_HOURS) {
    const runAt = new Date(booking.startTime.getTime() - hours * HOUR);
    if (runAt > now)
      list.push({
        kind: "booking-reminder",
        payload: { bookingId: booking.id, hoursBefore: hours, startTime: booking.startTime.toISOString() },
        runAt,
        groupKey,
      });
  }
  await enqueueJobs(tx, list);
}

/** The booking was cancelled: its pending e-mails and reminders go with it. */
export function cancelBookingJobs(tx: Transaction, bookingId: string): Promise<number> {
  return cancelJobs(tx, bookingGroup(bookingId));
}

/** The event moved: each confirmed booking's reminders follow the new start. */
export async function rescheduleReminders(
  tx: Transaction,
  bookingIds: string[],
  startTime: Date,
  now = new Date(),
): Promise<void> {
  for (const id of bookingIds) await cancelJobs(tx, bookingGroup(id), ["booking-reminder"]);
  await enqueueJobs(
    tx,
    bookingIds.flatMap((id) =>
      REMINDER_HOURS.map((hours) => ({
        kind: "booking-reminder",
        payload: { bookingId: id, hoursBefore: hours, startTime: startTime.toISOString() },
        runAt: new Date(startTime.getTime() - hours * HOUR),
        groupKey: bookingGroup(id),
      })).filter((j) => j.runAt > now),
    ),
  );
}

async function loadBooking(services: Services, bookingId: string) {
  const [row] = await services.db
    .select({
      ...calendarEventColumns,
      bookingStatus: bookings.bookingStatus,
      email: profiles.email,
      firstName: profiles.firstName,
      eventStatus: events.status,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(profiles, eq(profiles.id, bookings.memberId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** Sends one booking e-mail; a failed send throws, so the job is retried (mail_messages has each try). */
function mailHandler(
  kind: BookingMailKind,
  stillWanted: (b: Booking, payload: Payload) => boolean,
): JobHandler<Services> {
  return async (services, payload) => {
    const booking = await loadBooking(services, String(payload.bookingId));
    if (!booking || !stillWanted(booking, payload)) return;
    const { config } = services;
    const sent = await services.mailer.send(
      await bookingEmail({
        kind,
        siteName: config.siteName,
        to: booking.email,
        name: booking.firstName,
        event: booking,
        url: new URL("/members/schedule", config.publicUrl).toString(),
        hoursBefore: typeof payload.hoursBefore === "number" ? payload.hoursBefore : undefined,
      }),
    );
    if (sent.status === "failed") throw new Error(`mail not sent: ${kind}`);
  };
}

type Booking = NonNullable<Awaited<ReturnType<typeof loadBooking>>>;
type Payload = Record<string, unknown>;

const confirmedAndOn = (b: Booking) => b.bookingStatus === "confirmed" && b.eventStatus !== "cancelled";

export const bookingJobHandlers: JobHandlers<Services> = {
  "booking-confirmed": mailHandler("booking-confirmed", confirmedAndOn),
  "waitlist-promoted": mailHandler("waitlist-promoted", confirmedAndOn),
  // A reminder for a start that has since moved was replaced by rescheduleReminders.
  "booking-reminder": mailHandler(
    "booking-reminder",
    (b, p) => confirmedAndOn(b) && b.startTime.toISOString() === p.startTime,
  ),
  "event-cancelled": mailHandler("event-cancelled", (b) => b.eventStatus === "cancelled"),
};
