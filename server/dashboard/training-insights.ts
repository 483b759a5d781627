// Training (decision 147): for the events that started in the period, per event type, the bookings
// (cancelled ones aside), attendance marked attended and no-shows, with the previous period's totals;
// the seats filled of the next upcoming events and the waitlist waiting for them.
import { sql } from "drizzle-orm";
import type { DateRange } from "#core/dashboard/date-range.ts";
import type { Database } from "#server/db/client.ts";

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** How many upcoming events the seats chart shows. */
export const UPCOMING_EVENTS = 8;

export async function trainingFigures(db: Database, range: DateRange, now: Date) {
  const [byType, upcoming] = await Promise.all([
    db.execute<{ type: string; current: boolean; bookings: number; attended: number; noShows: number }>(sql`
      SELECT e.event_type AS type, e.start_time >= ${at(range.from)} AS current,
        count(*)::int AS bookings,
        count(*) FILTER (WHERE b.attendance_status = 'attended')::int AS attended,
        count(*) FILTER (WHERE b.attendance_status = 'absent' OR b.booking_status = 'no_show')::int AS "noShows"
      FROM training_events e JOIN member_event_bookings b ON b.event_id = e.id
      WHERE e.start_time >= ${at(range.previousFrom)} AND e.start_time < ${at(range.to)}
        AND b.booking_status IN ('confirmed', 'no_show')
      GROUP BY 1, 2 ORDER BY 1`),
    db.execute<{
      id: string;
      title: string;
      start: string;
      booked: number;
      capacity: number | null;
      waitlist: number;
    }>(sql`
      SELECT e.id, e.title, to_char(e.start_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS start,
        e.current_capacity AS booked, e.max_capacity AS capacity,
        (SELECT count(*)::int FROM member_event_bookings w WHERE w.event_id = e.id AND w.booking_status = 'waitlist') AS waitlist
      FROM training_events e
      WHERE e.status = 'scheduled' AND e.start_time >= ${at(now)}
      ORDER BY e.start_time, e.id LIMIT ${UPCOMING_EVENTS}`),
  ]);
  const sum = (current: boolean) =>
    byType.rows
      .filter((r) => r.current === current)
      .reduce(
        (s, r) => ({
          bookings: s.bookings + r.bookings,
          attended: s.attended + r.attended,
          noShows: s.noShows + r.noShows,
        }),
        {
          bookings: 0,
          attended: 0,
          noShows: 0,
        },
      );
  return {
    byType: byType.rows.filter((r) => r.current).map(({ current: _, ...r }) => r),
    current: sum(true),
    previous: sum(false),
    upcoming: upcoming.rows,
  };
}

/** Everyone waiting for a seat at an upcoming event. */
export async function waitlistNow(db: Database, now: Date) {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM member_event_bookings b JOIN training_events e ON e.id = b.event_id
    WHERE b.booking_status = 'waitlist' AND e.status = 'scheduled' AND e.start_time >= ${at(now)}`);
  return rows[0]?.n ?? 0;
}
