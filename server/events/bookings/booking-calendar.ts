// The .ics invitation of a booking (RFC 5545 through the maintained `ics` package, decision 132): the
// same UID for every message about one booking, so a calendar updates or removes the one entry.
import { memberEventBookings as bookings, trainingEvents as events } from "#server/db/schema.ts";

// `ics` (with the yup schemas it checks its input with) is loaded by the first calendar file, not at
// start-up: 1.4 MB of the server's heap, which every full collection marks, for a file made when a
// member books or downloads one (decision 258).
let loading: Promise<typeof import("ics")> | undefined;
const loadIcs = () => (loading ??= import("ics"));

export type CalendarEvent = {
  bookingId: string;
  title: string;
  description: string | null;
  location: string | null;
  meetingUrl: string | null;
  startTime: Date;
  endTime: Date;
};

/** The columns a CalendarEvent is read from (a booking joined with its event). */
export const calendarEventColumns = {
  bookingId: bookings.id,
  title: events.title,
  description: events.description,
  location: events.location,
  meetingUrl: events.meetingUrl,
  startTime: events.startTime,
  endTime: events.endTime,
};

export async function bookingCalendar(
  event: CalendarEvent,
  options: { siteName: string; url: string; cancelled?: boolean },
): Promise<string> {
  const { createEvent } = await loadIcs();
  const description = [event.description, event.meetingUrl ? `Join: ${event.meetingUrl}` : null]
    .filter(Boolean)
    .join("\n\n");
  const { error, value } = createEvent({
    uid: `booking-${event.bookingId}@sovereign-defence`,
    productId: options.siteName,
    method: options.cancelled ? "CANCEL" : "PUBLISH",
    status: options.cancelled ? "CANCELLED" : "CONFIRMED",
    sequence: options.cancelled ? 1 : 0,
    title: event.title,
    description: description || undefined,
    location: event.location ?? undefined,
    url: options.url,
    start: event.startTime.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: event.endTime.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
  });
  if (error || !value) throw error ?? new Error("could not build the calendar file");
  return value;
}

export const calendarFileName = (title: string) =>
  `${
    title
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "event"
  }.ics`;
