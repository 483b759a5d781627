import { describe, expect, it } from "vitest";
import { localInputValue, nextDayAt, parseLocalDay, parseLocalInput } from "./local-input.ts";

describe("datetime-local values in the viewer's time zone", () => {
  const instant = new Date(Date.UTC(2026, 0, 10, 23, 30));

  it("writes and reads the same wall-clock time", () => {
    expect(localInputValue(instant, "Europe/London")).toBe("2026-01-10T23:30");
    expect(localInputValue(instant, "Pacific/Kiritimati")).toBe("2026-01-11T13:30");
    expect(parseLocalInput("2026-01-11T13:30", "Pacific/Kiritimati")).toEqual(instant);
    expect(parseLocalInput("2026-01-10T18:30", "America/New_York")).toEqual(instant);
    expect(localInputValue(null, "Europe/London")).toBe("");
  });

  it("refuses what is not a real date and time", () => {
    for (const value of ["", "2026-02-30T10:00", "2026-01-10T24:00", "2026-01-10 10:00", "tomorrow"])
      expect(parseLocalInput(value, "Europe/London")).toBeNull();
  });

  it("finds tomorrow at 09:00 in the viewer's zone, across midnight elsewhere", () => {
    // 23:30 UTC on the 10th is already the 11th in Kiritimati: its "tomorrow" is the 12th.
    expect(nextDayAt(instant, "Europe/London", 9)).toEqual(new Date(Date.UTC(2026, 0, 11, 9)));
    expect(nextDayAt(instant, "Pacific/Kiritimati", 9)).toEqual(new Date(Date.UTC(2026, 0, 11, 19)));
    // The day clocks go forward in London (29 March 2026) is 23 hours long; 09:00 is BST.
    expect(nextDayAt(new Date(Date.UTC(2026, 2, 28, 12)), "Europe/London", 9)).toEqual(
      new Date(Date.UTC(2026, 2, 29, 8)),
    );
  });
});

describe("date input values in the viewer's time zone", () => {
  it("names the day's first and last instants there", () => {
    expect(parseLocalDay("2026-03-11", "Pacific/Auckland")).toEqual({
      start: new Date("2026-03-10T11:00:00Z"),
      end: new Date("2026-03-11T11:00:00Z"),
    });
    expect(parseLocalDay("2026-03-11", "UTC")).toEqual({
      start: new Date("2026-03-11T00:00:00Z"),
      end: new Date("2026-03-12T00:00:00Z"),
    });
    // The day clocks go forward in London is 23 hours long.
    expect(parseLocalDay("2026-03-29", "Europe/London")).toEqual({
      start: new Date("2026-03-29T00:00:00Z"),
      end: new Date("2026-03-29T23:00:00Z"),
    });
  });

  it("refuses what is not a real day", () => {
    for (const value of ["", "2026-02-30", "2026-13-01", "2026-1-1", "2026-01-10T10:00", "today"])
      expect(parseLocalDay(value, "Europe/London")).toBeNull();
  });
});
