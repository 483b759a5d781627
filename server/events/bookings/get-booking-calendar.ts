// Add to calendar: the .ics of one of the member's own confirmed bookings.
import { and, eq } from "drizzle-orm";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { memberEventBookings as bookings, trainingEvents as events } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { bookingCalendar, calendarEventColumns, calendarFileName } from "./booking-calendar.ts";

export async function getBookingCalendar(
  services: Services,
  member: SessionUser,
  bookingId: string,
): Promise<{ fileName: string; content: string }> {
  assertMember(member);
  if (!isUuid(bookingId)) throw notFound("Booking");
  const [row] = await services.db
    .select(calendarEventColumns)
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.memberId, member.id),
        eq(bookings.bookingStatus, "confirmed"),
      ),
    );
  if (!row) throw notFound("Booking");
  const url = new URL("/members/schedule", services.config.publicUrl).toString();
  return {
    fileName: calendarFileName(row.title),
    content: await bookingCalendar(row, { siteName: services.config.siteName, url }),
  };
}
