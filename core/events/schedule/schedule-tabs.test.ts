import { describe, expect, it } from "vitest";
import { scheduleTabEmpty, scheduleTabFrom, scheduleTabLabels } from "./schedule-tabs.ts";

describe("schedule tabs", () => {
  it("reads the tab from ?tab=, My Events by default", () => {
    expect(scheduleTabFrom(null)).toBe("my-events");
    expect(scheduleTabFrom("available")).toBe("available");
    expect(scheduleTabFrom("all")).toBe("all");
    expect(scheduleTabFrom("nonsense")).toBe("my-events");
  });

  it("labels each tab with its count", () => {
    expect(scheduleTabLabels["my-events"](2)).toBe("My Events (2)");
    expect(scheduleTabLabels.available(0)).toBe("Available (0)");
    expect(scheduleTabLabels.all(5)).toBe("All Bookings (5)");
  });

  it("gives each tab the SPEC's empty texts", () => {
    expect(scheduleTabEmpty).toEqual({
      "my-events": {
        title: "No upcoming events booked.",
        hint: "Browse available events to book your training sessions!",
      },
      available: {
        title: "No available events to book.",
        hint: "Check back later for new training opportunities!",
      },
      all: { title: "No bookings found.", hint: "Start booking events to see your training history!" },
    });
  });
});
