// An operator cancels an event: the event and every live booking are cancelled in one transaction,
// the seats freed, each booking's pending e-mails and reminders cancelled, and each confirmed or
// waitlisted member gets a durable "event cancelled" e-mail (with a CANCEL .ics for the calendar).
import { and, eq, inArray } from "drizzle-orm";
import { eventMessages } from "#core/events/training-events/event-messages.ts";
import { canCancelEvent } from "#core/events/training-events/event-rules.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { memberEventBookings as bookings, trainingEvents as events } from "#server/db/schema.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";
import { bookingGroup, cancelBookingJobs } from "#server/events/bookings/booking-jobs.ts";
import { lockEvent } from "#server/events/bookings/seats.ts";
import { enqueueJobs } from "#server/jobs/enqueue-job.ts";

export async function cancelEvent(
  db: Database,
  actor: SessionUser,
  id: string,
  now = new Date(),
): Promise<{ booked: number; waitlisted: number }> {
  assertAdmin(actor);
  if (!isUuid(id)) throw notFound("Event");
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw notFound("Event");
    if (!canCancelEvent(event)) throw new DomainError("conflict", eventMessages.alreadyCancelled);
    // Read before the update, which returns the new status only; the event's lock holds the set still.
    const live = await tx
      .select({ id: bookings.id, bookingStatus: bookings.bookingStatus })
      .from(bookings)
      .where(and(eq(bookings.eventId, id), inArray(bookings.bookingStatus, ["confirmed", "waitlist"])));
    const cancelled =
      live.length === 0
        ? []
        : await tx
            .update(bookings)
            .set({
              bookingStatus: "cancelled",
              cancelledAt: now,
              cancellationReason: eventMessages.cancelledByOperator,
            })
            .where(
              inArray(
                bookings.id,
                live.map((b) => b.id),
              ),
            )
            .returning({ id: bookings.id });
    await tx.update(events).set({ status: "cancelled", currentCapacity: 0 }).where(eq(events.id, id));
    for (const b of cancelled) await cancelBookingJobs(tx, b.id);
    await enqueueJobs(
      tx,
      cancelled.map((b) => ({
        kind: "event-cancelled",
        payload: { bookingId: b.id },
        groupKey: `${bookingGroup(b.id)}:cancelled`,
      })),
    );
    const waitlisted = live.filter((b) => b.bookingStatus === "waitlist").length;
    await recordAudit(tx, {
      actor,
      action: "cancel",
      entity: "event",
      entityId: id,
      before: { status: event.status, currentCapacity: event.currentCapacity },
      after: { status: "cancelled", currentCapacity: 0, bookingsCancelled: cancelled.length },
    });
    return { booked: live.length - waitlisted, waitlisted };
  });
}
