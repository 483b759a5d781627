// The seat count of an event, changed only here. Taking a seat is one conditional UPDATE: it adds one
// only while the event is open and below its capacity, and PostgreSQL re-checks that condition on the
// latest row after waiting for another transaction's lock, so the last seat goes to exactly one caller
// however many ask at once. The row lock it takes also orders everything else done to the event's
// bookings in that transaction (lock order: the event, then its bookings).
import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { memberEventBookings as bookings, trainingEvents as events } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { scheduleConfirmedBooking } from "./booking-jobs.ts";

/** Takes one seat of an open, upcoming event with room; answers the event, or undefined. */
export async function takeSeat(tx: Transaction, eventId: string, now: Date) {
  const [event] = await tx
    .update(events)
    .set({ currentCapacity: sql`${events.currentCapacity} + 1` })
    .where(
      and(
        eq(events.id, eventId),
        eq(events.status, "scheduled"),
        gt(events.startTime, now),
        or(isNull(events.maxCapacity), lt(events.currentCapacity, events.maxCapacity)),
      ),
    )
    .returning({ id: events.id, title: events.title, startTime: events.startTime });
  return event;
}

export async function releaseSeat(tx: Transaction, eventId: string): Promise<void> {
  await tx
    .update(events)
    .set({ currentCapacity: sql`greatest(${events.currentCapacity} - 1, 0)` })
    .where(eq(events.id, eventId));
}

/** Locks the event's row for the rest of the transaction and answers it (undefined: no such event). */
export async function lockEvent(tx: Transaction, eventId: string) {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  return event;
}

/**
 * Gives free seats to the waitlist, first come first served; each promoted member gets their e-mail
 * and reminders. The caller holds the event's lock. Answers the promoted booking ids.
 */
export async function fillFreeSeats(tx: Transaction, eventId: string, now = new Date()): Promise<string[]> {
  const promoted: string[] = [];
  for (;;) {
    const [next] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.eventId, eventId), eq(bookings.bookingStatus, "waitlist")))
      .orderBy(asc(bookings.bookingDate), asc(bookings.id))
      .limit(1);
    if (!next) return promoted;
    const seat = await takeSeat(tx, eventId, now);
    if (!seat) return promoted;
    await tx.update(bookings).set({ bookingStatus: "confirmed" }).where(eq(bookings.id, next.id));
    await scheduleConfirmedBooking(tx, { id: next.id, startTime: seat.startTime }, "waitlist-promoted", now);
    promoted.push(next.id);
  }
}

/**
 * A waitlisted booking's place in its event's queue (1 is next). Written with the table's own name:
 * drizzle leaves columns unqualified in a one-table select, where the subquery's alias would capture them.
 */
export function waitlistPosition() {
  return sql<number | null>`CASE WHEN member_event_bookings.booking_status = 'waitlist' THEN (
    SELECT count(*)::int FROM member_event_bookings w
    WHERE w.event_id = member_event_bookings.event_id AND w.booking_status = 'waitlist'
      AND (w.booking_date, w.id) <= (member_event_bookings.booking_date, member_event_bookings.id)
  ) END`;
}
