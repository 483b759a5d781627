// An operator's create and edit of a training event. An edit runs under the event's lock: the capacity
// may not fall below the confirmed bookings (raising it gives the new seats to the waitlist), and a new
// start moves every confirmed booking's reminders.
import { and, eq } from "drizzle-orm";
import { eventMessages } from "#core/events/training-events/event-messages.ts";
import { canEditEvent } from "#core/events/training-events/event-rules.ts";
import type { EventValues } from "#core/events/training-events/event-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { type Database, pgErrorCode } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { memberEventBookings as bookings, trainingEvents as events } from "#server/db/schema.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";
import { rescheduleReminders } from "#server/events/bookings/booking-jobs.ts";
import { fillFreeSeats, lockEvent } from "#server/events/bookings/seats.ts";

function programGone(error: unknown): never {
  if (pgErrorCode(error) === "23503")
    throw new DomainError("invalid", "Choose a program from the list", {
      fields: { programId: "Choose a program from the list" },
      cause: error,
    });
  throw error;
}

/** The form checks this too; a caller that skipped it is told the same, before the database's check refuses it. */
function assertEndsAfterStart(values: EventValues) {
  if (values.endTime.getTime() <= values.startTime.getTime())
    throw new DomainError("invalid", eventMessages.endNotAfterStart, {
      fields: { endTime: eventMessages.endNotAfterStart },
    });
}

export async function createEvent(db: Database, actor: SessionUser, values: EventValues) {
  assertAdmin(actor);
  assertEndsAfterStart(values);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(events).values(values).returning();
      await recordAudit(tx, { actor, action: "create", entity: "event", entityId: row!.id, after: row });
      return { id: row!.id, title: row!.title };
    });
  } catch (error) {
    programGone(error);
  }
}

export async function updateEvent(db: Database, actor: SessionUser, id: string, values: EventValues) {
  assertAdmin(actor);
  if (!isUuid(id)) throw notFound("Event");
  assertEndsAfterStart(values);
  try {
    return await db.transaction(async (tx) => {
      const current = await lockEvent(tx, id);
      if (!current) throw notFound("Event");
      if (!canEditEvent(current)) throw new DomainError("conflict", eventMessages.alreadyCancelled);
      if (values.status === "cancelled")
        throw new DomainError("invalid", "Use Cancel Event to cancel an event, so its members are told.", {
          fields: { status: "Use Cancel Event to cancel an event" },
        });
      if (values.maxCapacity !== null && values.maxCapacity < current.currentCapacity)
        throw new DomainError("conflict", eventMessages.capacityBelowBookings(current.currentCapacity), {
          fields: { maxCapacity: eventMessages.capacityBelowBookings(current.currentCapacity) },
        });
      const [row] = await tx.update(events).set(values).where(eq(events.id, id)).returning();
      await recordAudit(tx, {
        actor,
        action: "update",
        entity: "event",
        entityId: id,
        before: current,
        after: row,
      });
      if (values.startTime.getTime() !== current.startTime.getTime()) {
        const confirmed = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.eventId, id), eq(bookings.bookingStatus, "confirmed")));
        await rescheduleReminders(
          tx,
          confirmed.map((b) => b.id),
          values.startTime,
        );
      }
      await fillFreeSeats(tx, id);
      return { id: row!.id, title: row!.title };
    });
  } catch (error) {
    programGone(error);
  }
}
