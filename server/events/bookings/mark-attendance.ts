// Attendance after the start: attended (the member's "events attended" achievements move, in the same
// transaction) or no-show (booking no_show, attendance absent). Either can be corrected later.
import { and, eq, inArray } from "drizzle-orm";
import { eventMessages } from "#core/events/training-events/event-messages.ts";
import { canMarkAttendance } from "#core/events/training-events/event-rules.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { memberEventBookings as bookings, trainingEvents as events } from "#server/db/schema.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";
import {
  type EarnedAchievement,
  recordAchievementEvent,
} from "#server/members/achievements/record-achievement-event.ts";

export async function markAttendance(
  db: Database,
  actor: SessionUser,
  bookingId: string,
  attendance: "attended" | "no_show",
  now = new Date(),
): Promise<{ earned: EarnedAchievement[] }> {
  assertAdmin(actor);
  if (!isUuid(bookingId)) throw notFound("Booking");
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        memberId: bookings.memberId,
        startTime: events.startTime,
        bookingStatus: bookings.bookingStatus,
        attendanceStatus: bookings.attendanceStatus,
      })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(eq(bookings.id, bookingId));
    if (!booking) throw notFound("Booking");
    if (!canMarkAttendance(booking, now))
      throw new DomainError("conflict", eventMessages.attendanceBeforeStart);
    const [updated] = await tx
      .update(bookings)
      .set(
        attendance === "attended"
          ? { bookingStatus: "confirmed", attendanceStatus: "attended" }
          : { bookingStatus: "no_show", attendanceStatus: "absent" },
      )
      .where(and(eq(bookings.id, bookingId), inArray(bookings.bookingStatus, ["confirmed", "no_show"])))
      .returning({ bookingStatus: bookings.bookingStatus, attendanceStatus: bookings.attendanceStatus });
    if (!updated) throw new DomainError("conflict", eventMessages.attendanceNotBooked);
    await recordAudit(tx, {
      actor,
      action: "attendance",
      entity: "booking",
      entityId: bookingId,
      before: { bookingStatus: booking.bookingStatus, attendanceStatus: booking.attendanceStatus },
      after: updated,
    });
    // Counted from the rows either way: a correction from attended to no-show moves progress back.
    return { earned: await recordAchievementEvent(tx, booking.memberId, "event_attended") };
  });
}
