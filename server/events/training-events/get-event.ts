// One event for the operators' edit dialog and roster, with its bookings (confirmed, waitlisted in
// queue order, then the rest), or null when the id names none.
import { asc, eq, sql } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { memberEventBookings as bookings, trainingEvents as events, profiles } from "#server/db/schema.ts";
import { waitlistPosition } from "#server/events/bookings/seats.ts";
import { memberContactColumns } from "#server/members/profiles/member-contact-columns.ts";

export async function getEvent(db: Database, actor: SessionUser, id: string | null) {
  assertAdmin(actor);
  if (!isUuid(id)) return null;
  const [event] = await db.select().from(events).where(eq(events.id, id));
  return event ?? null;
}

export async function getEventRoster(db: Database, actor: SessionUser, id: string | null) {
  assertAdmin(actor);
  const event = await getEvent(db, actor, id);
  if (!event) return null;
  const rank = sql`CASE ${bookings.bookingStatus} WHEN 'confirmed' THEN 0 WHEN 'no_show' THEN 1 WHEN 'waitlist' THEN 2 ELSE 3 END`;
  const roster = await db
    .select({
      id: bookings.id,
      bookingStatus: bookings.bookingStatus,
      attendanceStatus: bookings.attendanceStatus,
      bookingDate: bookings.bookingDate,
      waitlistPosition: waitlistPosition(),
      ...memberContactColumns,
      memberLastName: profiles.lastName,
    })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.id, bookings.memberId))
    .where(eq(bookings.eventId, event.id))
    .orderBy(rank, asc(bookings.bookingDate), asc(bookings.id));
  return { event, roster };
}
