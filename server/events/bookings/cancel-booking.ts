// A member's Cancel (SPEC 4: cancelled, cancelled_at, reason Cancelled by member). In one transaction
// the seat is freed and given to the first on the waitlist; the booking's pending e-mails and
// reminders are cancelled. An operator's cut-off (hours before the start) refuses late cancellations
// of confirmed seats; leaving the waitlist is always allowed before the start.
import { and, eq } from "drizzle-orm";
import { cancellationDeadline } from "#core/events/training-events/capacity.ts";
import { eventMessages } from "#core/events/training-events/event-messages.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { memberEventBookings as bookings } from "#server/db/schema.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";
import { cancelBookingJobs } from "./booking-jobs.ts";
import { fillFreeSeats, lockEvent, releaseSeat } from "./seats.ts";

export async function cancelBooking(
  db: Database,
  member: SessionUser,
  bookingId: string,
  now = new Date(),
): Promise<{ wasWaitlisted: boolean; promoted: string[] }> {
  assertMember(member);
  if (!isUuid(bookingId)) throw notFound("Booking");
  return db.transaction(async (tx) => {
    // Only the member's own booking: anyone else's id reads as not found.
    const [owned] = await tx
      .select({ eventId: bookings.eventId })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.memberId, member.id)));
    if (!owned) throw notFound("Booking");
    const event = await lockEvent(tx, owned.eventId);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!event || !booking) throw notFound("Booking");
    if (booking.bookingStatus !== "confirmed" && booking.bookingStatus !== "waitlist")
      throw new DomainError("conflict", eventMessages.notCancellable);
    if (event.startTime <= now) throw new DomainError("conflict", eventMessages.started);
    const deadline = cancellationDeadline(event);
    if (booking.bookingStatus === "confirmed" && deadline && now >= deadline)
      throw new DomainError("conflict", eventMessages.pastCutoff(event.cancellationCutoffHours!));

    await tx
      .update(bookings)
      .set({
        bookingStatus: "cancelled",
        cancelledAt: now,
        cancellationReason: eventMessages.cancelledByMember,
      })
      .where(eq(bookings.id, bookingId));
    await cancelBookingJobs(tx, bookingId);
    if (booking.bookingStatus === "waitlist") return { wasWaitlisted: true, promoted: [] };
    await releaseSeat(tx, event.id);
    return { wasWaitlisted: false, promoted: await fillFreeSeats(tx, event.id, now) };
  });
}
