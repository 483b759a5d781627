import { describe, expect, it } from "vitest";
import { localInputValue } from "#core/dates/local-input.ts";
import { csvDateTimeIn } from "./csv-dates.ts";

describe("csvDateTimeIn", () => {
  it("writes what the screen's wall clock says, across DST changes and odd offsets", () => {
    for (const zone of ["Europe/London", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "UTC"]) {
      const format = csvDateTimeIn(zone);
      // Every 2 h 7 min 13 s through a year (every minute position), and each minute of the days
      // around both of the zones' DST changes.
      const instants: number[] = [];
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7_633_000) instants.push(ms);
      for (const day of [
        Date.UTC(2026, 2, 8),
        Date.UTC(2026, 2, 29),
        Date.UTC(2026, 3, 5),
        Date.UTC(2026, 9, 4),
        Date.UTC(2026, 9, 25),
        Date.UTC(2026, 10, 1),
      ])
        for (let ms = day - 86_400_000; ms < day + 86_400_000; ms += 60_000 * 7) instants.push(ms);
      // One assertion per zone over every instant: an expect per instant made this test take seconds.
      const mismatches = instants
        .map((ms) => new Date(ms))
        .filter((date) => format(date) !== localInputValue(date, zone).replace("T", " "))
        .map((date) => `${zone} ${date.toISOString()}: ${format(date)}`);
      expect(mismatches).toEqual([]);
    }
  });

  it("leaves a missing or broken date empty", () => {
    const format = csvDateTimeIn("UTC");
    expect([format(null), format(undefined), format(""), format("not a date")]).toEqual(["", "", "", ""]);
    expect(format("2026-03-29T01:30:00Z")).toBe("2026-03-29 01:30");
  });
});
