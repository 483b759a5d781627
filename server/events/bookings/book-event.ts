// A member's Book and Join Waitlist (SPEC 4, 5, 8; issue 11). The seat is taken by a conditional
// UPDATE and the booking inserted in the same transaction (seats.ts); one live booking per member and
// event is the database's partial unique index, so a second click answers 23505 as the spec's text.
import { and, eq, ne } from "drizzle-orm";
import { isFull } from "#core/events/training-events/capacity.ts";
import { eventMessages } from "#core/events/training-events/event-messages.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { type Database, pgErrorCode } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { memberEventBookings as bookings } from "#server/db/schema.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";
import { scheduleConfirmedBooking } from "./booking-jobs.ts";
import { lockEvent, takeSeat, waitlistPosition } from "./seats.ts";

export type BookingOutcome =
  | { status: "confirmed"; bookingId: string; title: string }
  | { status: "waitlist"; bookingId: string; title: string; position: number };

export async function bookEvent(
  db: Database,
  member: SessionUser,
  eventId: string,
  options: { waitlist?: boolean; now?: Date } = {},
): Promise<BookingOutcome> {
  assertMember(member);
  if (!isUuid(eventId)) throw notFound("Event");
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const confirm = async (seat: { id: string; title: string; startTime: Date }) => {
        const [row] = await tx
          .insert(bookings)
          .values({
            memberId: member.id,
            eventId: seat.id,
            bookingStatus: "confirmed",
            attendanceStatus: "pending",
          })
          .returning({ id: bookings.id });
        await scheduleConfirmedBooking(
          tx,
          { id: row!.id, startTime: seat.startTime },
          "booking-confirmed",
          now,
        );
        return { status: "confirmed" as const, bookingId: row!.id, title: seat.title };
      };

      const seat = await takeSeat(tx, eventId, now);
      if (seat) return confirm(seat);

      // No seat: find out why, holding the event so a seat freed meanwhile cannot be missed.
      const event = await lockEvent(tx, eventId);
      if (!event) throw notFound("Event");
      if (event.status !== "scheduled" || event.startTime <= now)
        throw new DomainError("conflict", eventMessages.notOpen);
      const live = await tx.$count(
        bookings,
        and(
          eq(bookings.memberId, member.id),
          eq(bookings.eventId, eventId),
          ne(bookings.bookingStatus, "cancelled"),
        ),
      );
      if (live > 0) throw new DomainError("conflict", eventMessages.duplicate);
      if (!isFull(event)) {
        const retried = await takeSeat(tx, eventId, now);
        if (retried) return confirm(retried);
      }
      if (!options.waitlist) throw new DomainError("conflict", eventMessages.full);

      const [row] = await tx
        .insert(bookings)
        .values({ memberId: member.id, eventId, bookingStatus: "waitlist", attendanceStatus: "pending" })
        .returning({ id: bookings.id });
      const [place] = await tx
        .select({ position: waitlistPosition() })
        .from(bookings)
        .where(eq(bookings.id, row!.id));
      return {
        status: "waitlist" as const,
        bookingId: row!.id,
        title: event.title,
        position: place?.position ?? 1,
      };
    });
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === "23505") throw new DomainError("conflict", eventMessages.duplicate, { cause: error });
    if (code === "23503") throw notFound("Event");
    throw error;
  }
}
