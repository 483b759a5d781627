import { describe, expect, it } from "vitest";
import { eventStatuses } from "#core/enums.ts";
import { canCancelEvent, canEditEvent, canMarkAttendance } from "./event-rules.ts";

describe("event rules", () => {
  it("refuses edit and cancel of a cancelled event only", () => {
    for (const status of eventStatuses) {
      expect(canEditEvent({ status })).toBe(status !== "cancelled");
      expect(canCancelEvent({ status })).toBe(status !== "cancelled");
    }
  });

  it("allows attendance from the start on, not before", () => {
    const startTime = new Date("2026-06-01T10:00:00Z");
    expect(canMarkAttendance({ startTime }, new Date("2026-06-01T09:59:59Z"))).toBe(false);
    expect(canMarkAttendance({ startTime }, startTime)).toBe(true);
    expect(canMarkAttendance({ startTime }, new Date("2026-06-01T10:00:01Z"))).toBe(true);
  });
});
