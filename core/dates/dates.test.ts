import { describe, expect, it } from "vitest";
import { dayIn, formatDate, formatDateTime, zonedTime } from "./dates.ts";
import { DEFAULT_TIME_ZONE, timeZoneFromCookies, validTimeZone } from "./time-zone.ts";

describe("dates (SPEC 9), in the viewer's time zone", () => {
  it("formats dd/MM/yyyy and dd/MM/yyyy HH:mm", () => {
    const date = new Date(Date.UTC(2026, 0, 5, 9, 7));
    expect(formatDate(date, "UTC")).toBe("05/01/2026");
    expect(formatDateTime(date, "UTC")).toBe("05/01/2026 09:07");
  });
  it("gives the same instant its local date and time in each zone", () => {
    const instant = new Date(Date.UTC(2026, 0, 5, 15, 30));
    expect(formatDateTime(instant, "Europe/London")).toBe("05/01/2026 15:30");
    expect(formatDateTime(instant, "Pacific/Kiritimati")).toBe("06/01/2026 05:30");
    expect(formatDateTime(instant, "America/Los_Angeles")).toBe("05/01/2026 07:30");
    expect(formatDateTime("2026-07-01T23:00:00Z", "Europe/London")).toBe("02/07/2026 00:00");
  });
  it("shows a dash when empty and Invalid date when invalid", () => {
    expect(formatDate(null, "UTC")).toBe("-");
    expect(formatDateTime("", "UTC")).toBe("-");
    expect(formatDate("not a date", "UTC")).toBe("Invalid date");
  });
  it("finds a wall-clock time's instant and the viewer's day, across clock changes", () => {
    expect(zonedTime("Europe/London", { year: 2026, month: 7, day: 1, hour: 9 }).toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(zonedTime("Asia/Tokyo", { year: 2026, month: 1, day: 5 }).toISOString()).toBe(
      "2026-01-04T15:00:00.000Z",
    );
    // 29 March 2026: London springs forward, a 23-hour day.
    const day = dayIn("Europe/London", new Date(Date.UTC(2026, 2, 29, 12)));
    expect([day.start.toISOString(), day.end.toISOString()]).toEqual([
      "2026-03-29T00:00:00.000Z",
      "2026-03-29T23:00:00.000Z",
    ]);
  });
});

describe("the viewer's time zone", () => {
  it("is read from the hint cookie when the runtime knows it, else the site's", () => {
    expect(timeZoneFromCookies("a=1; sd_tz=Asia%2FTokyo")).toBe("Asia/Tokyo");
    expect(timeZoneFromCookies("sd_tz=Not/AZone")).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneFromCookies("sd_tz=%E0%A4")).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneFromCookies(null)).toBe(DEFAULT_TIME_ZONE);
    expect(validTimeZone("x".repeat(100))).toBeNull();
  });
});
