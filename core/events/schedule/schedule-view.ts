// The member's Training Schedule as SPEC 2 counts and groups it, from the loader's rows: pure, so the
// rules are tested without a browser and both sides of hydration agree.
import { dayIn, formatDate } from "#core/dates/dates.ts";
import { isFull } from "#core/events/training-events/capacity.ts";
import { memoizeByKey } from "#core/memoize-by-key.ts";

type EventLike = { id: string; startTime: Date; maxCapacity: number | null; currentCapacity: number };
type BookingLike<E extends EventLike> = { id: string; bookingStatus: string; event: E };

export function scheduleView<E extends EventLike, B extends BookingLike<E>>(
  schedule: { available: E[]; bookings: B[] },
  now: Date,
  timeZone: string,
) {
  const today = dayIn(timeZone, now);
  const confirmed = schedule.bookings.filter((b) => b.bookingStatus === "confirmed");
  const byStart = (a: B, b: B) => a.event.startTime.getTime() - b.event.startTime.getTime();
  const todays = confirmed
    .filter((b) => b.event.startTime >= today.start && b.event.startTime < today.end)
    .sort(byStart);
  const upcoming = confirmed.filter((b) => b.event.startTime > now);
  // My Events: what the member holds ahead of them, waitlist places included (with their position).
  const myEvents = schedule.bookings
    .filter(
      (b) => (b.bookingStatus === "confirmed" || b.bookingStatus === "waitlist") && b.event.startTime > now,
    )
    .sort(byStart);
  // SPEC 7: a non-cancelled booking means "already booked".
  const liveByEvent = new Map(
    schedule.bookings.filter((b) => b.bookingStatus !== "cancelled").map((b) => [b.event.id, b] as const),
  );
  return {
    counters: { today: todays.length, upcoming: upcoming.length, available: schedule.available.length },
    todays,
    myEvents,
    available: schedule.available.map((event) => ({
      event,
      booking: liveByEvent.get(event.id) ?? null,
      full: isFull(event),
    })),
    allBookings: schedule.bookings,
  };
}

/**
 * What the Event Details dialog offers for an event (SPEC 2, 5): an event of the open list can be booked
 * unless the member holds a live booking of it, and Book is disabled when it is full. An event reached
 * only through the member's bookings (past, cancelled, beyond the open list) is not open for booking:
 * no Book at all, whatever became of the booking.
 */
export function eventDetails<E extends EventLike, B extends BookingLike<E>>(
  view: ReturnType<typeof scheduleView<E, B>>,
  eventId: string,
) {
  const open = view.available.find((a) => a.event.id === eventId);
  if (open) return { event: open.event, booked: open.booking !== null, full: open.full, bookable: true };
  const ofEvent = view.allBookings.filter((b) => b.event.id === eventId);
  const [first] = ofEvent;
  if (!first) return undefined;
  return {
    event: first.event,
    booked: ofEvent.some((b) => b.bookingStatus !== "cancelled"),
    full: isFull(first.event),
    bookable: false,
  };
}

/** The member's locale from Accept-Language (its first tag this runtime knows), else British English. */
export function localeFrom(acceptLanguage: string | null | undefined): string {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim();
    if (!tag || tag === "*") continue;
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // A malformed tag: try the next one.
    }
  }
  return "en-GB";
}

/**
 * The hour and minute in a locale and time zone: made once for each pair (an Intl.DateTimeFormat costs
 * tens of microseconds to make, and the schedule formats every event's times with the same one).
 */
const clockIn = memoizeByKey((key) => {
  const [locale, timeZone] = key.split("\n");
  return new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" });
});
const clock = (locale: string, timeZone: string) => clockIn(`${locale}\n${timeZone}`);

/**
 * SPEC 2: times in the member's locale and zone with 2-digit hour and minute; the day in SPEC 9's
 * dd/MM/yyyy, as every other date on the page (Booked:) ("04/03/2026, 09:00 - 11:00").
 */
export function eventTimeRange(locale: string, timeZone: string, start: Date, end: Date): string {
  const time = clock(locale, timeZone);
  const startDay = formatDate(start, timeZone);
  const endDay = formatDate(end, timeZone);
  return startDay === endDay
    ? `${startDay}, ${time.format(start)} - ${time.format(end)}`
    : `${startDay}, ${time.format(start)} - ${endDay}, ${time.format(end)}`;
}

export function eventClock(locale: string, timeZone: string, start: Date, end: Date): string {
  const time = clock(locale, timeZone);
  return `${time.format(start)} - ${time.format(end)}`;
}
