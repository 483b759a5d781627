import { describe, expect, it } from "vitest";
import { eventClock, eventDetails, eventTimeRange, localeFrom, scheduleView } from "./schedule-view.ts";

const at = (iso: string) => new Date(iso);
const event = (id: string, start: string, max: number | null = 10, current = 0) => ({
  id,
  startTime: at(start),
  maxCapacity: max,
  currentCapacity: current,
});

describe("the member's schedule view", () => {
  const now = at("2026-03-04T10:00:00Z");
  const morning = event("morning", "2026-03-04T08:00:00Z");
  const evening = event("evening", "2026-03-04T18:00:00Z");
  const next = event("next", "2026-03-09T09:00:00Z", 2, 2);
  const open = event("open", "2026-03-10T09:00:00Z", null);
  const view = scheduleView(
    {
      available: [evening, next, open],
      bookings: [
        { id: "b1", bookingStatus: "confirmed", event: morning },
        { id: "b2", bookingStatus: "confirmed", event: evening },
        { id: "b3", bookingStatus: "waitlist", event: next },
        { id: "b4", bookingStatus: "cancelled", event: open },
      ],
    },
    now,
    "Europe/London",
  );

  it("counts today's confirmed bookings, upcoming confirmed ones and open events (SPEC 2)", () => {
    expect(view.counters).toEqual({ today: 2, upcoming: 1, available: 3 });
    expect(view.todays.map((b) => b.id)).toEqual(["b1", "b2"]);
  });

  it("lists upcoming confirmed and waitlisted bookings under My Events, earliest first", () => {
    expect(view.myEvents.map((b) => b.id)).toEqual(["b2", "b3"]);
  });

  it("marks available events already booked (not cancelled) and full ones", () => {
    expect(view.available.map((a) => [a.event.id, a.booking?.id ?? null, a.full])).toEqual([
      ["evening", "b2", false],
      ["next", "b3", true],
      ["open", null, false],
    ]);
  });

  it("offers Book in Details only for an open event the member holds no live booking of", () => {
    const past = event("past", "2026-03-01T09:00:00Z");
    const withPast = scheduleView(
      {
        available: [evening, next, open],
        bookings: [
          { id: "b2", bookingStatus: "confirmed", event: evening },
          { id: "b4", bookingStatus: "cancelled", event: open },
          { id: "b5", bookingStatus: "cancelled", event: past },
        ],
      },
      now,
      "Europe/London",
    );
    const offer = (id: string) => {
      const details = eventDetails(withPast, id);
      return details && { booked: details.booked, full: details.full, bookable: details.bookable };
    };
    expect(offer("evening")).toEqual({ booked: true, full: false, bookable: true });
    expect(offer("next")).toEqual({ booked: false, full: true, bookable: true });
    // Cancelled, and still open: Book again.
    expect(offer("open")).toEqual({ booked: false, full: false, bookable: true });
    // Cancelled, and no longer open (past, cancelled or beyond the list): no Book.
    expect(offer("past")).toEqual({ booked: false, full: false, bookable: false });
    expect(eventDetails(withPast, "unknown")).toBeUndefined();
  });

  it("counts 'today' in the member's zone", () => {
    const late = event("late", "2026-03-04T23:30:00Z");
    const tokyo = scheduleView(
      { available: [late], bookings: [{ id: "x", bookingStatus: "confirmed", event: late }] },
      now,
      "Asia/Tokyo",
    );
    expect(tokyo.counters.today).toBe(0);
  });
});

describe("times in the member's locale and zone", () => {
  const start = at("2026-03-04T09:05:00Z");
  const end = at("2026-03-04T11:30:00Z");
  it("uses 2-digit hours and minutes", () => {
    expect(eventClock("en-GB", "Europe/London", start, end)).toBe("09:05 - 11:30");
    expect(eventClock("en-US", "America/New_York", start, end)).toBe("04:05 AM - 06:30 AM");
    // The day in SPEC 9's dd/MM/yyyy, as the page's other dates; the times in the locale (SPEC 2).
    expect(eventTimeRange("en-GB", "Europe/London", start, end)).toBe("04/03/2026, 09:05 - 11:30");
    expect(eventTimeRange("en-US", "America/New_York", start, end)).toBe("04/03/2026, 04:05 AM - 06:30 AM");
    expect(eventTimeRange("en-GB", "Europe/London", start, at("2026-03-05T10:00:00Z"))).toBe(
      "04/03/2026, 09:05 - 05/03/2026, 10:00",
    );
  });

  it("reads the locale from Accept-Language, falling back to en-GB", () => {
    expect(localeFrom("de-DE,de;q=0.9,en;q=0.8")).toBe("de-DE");
    expect(localeFrom("")).toBe("en-GB");
    expect(localeFrom("*;q=0.5, not a tag!")).toBe("en-GB");
  });
});
