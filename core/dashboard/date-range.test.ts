import { describe, expect, it } from "vitest";
import { parseDateRange, percentChange, percentOf, rangeMessages } from "./date-range.ts";

const now = new Date("2026-07-15T10:00:00Z");
const range = (query: string, zone = "UTC") => parseDateRange(new URLSearchParams(query), zone, now);

describe("parseDateRange", () => {
  it("defaults to the last 30 days, today included, and the 30 before", () => {
    const r = range("");
    expect([r.choice, r.fromDay, r.toDay, r.days]).toEqual(["30", "2026-06-16", "2026-07-15", 30]);
    expect(r.from.toISOString()).toBe("2026-06-16T00:00:00.000Z");
    expect(r.to.toISOString()).toBe("2026-07-16T00:00:00.000Z");
    expect(r.previousFrom.toISOString()).toBe("2026-05-17T00:00:00.000Z");
  });

  it("reads 7, 90 days and this year, in the operator's time zone", () => {
    expect(range("range=7").fromDay).toBe("2026-07-09");
    expect(range("range=90").days).toBe(90);
    const year = range("range=year", "Europe/London");
    expect([year.fromDay, year.days]).toEqual(["2026-01-01", 196]);
    expect(year.from.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(year.to.toISOString()).toBe("2026-07-15T23:00:00.000Z");
  });

  it("takes a custom range, and refuses a broken one with a message, showing the default", () => {
    const r = range("range=custom&from=2026-02-01&to=2026-02-28");
    expect([r.choice, r.days, r.problem]).toEqual(["custom", 28, null]);
    expect(r.previousFrom.toISOString()).toBe("2026-01-04T00:00:00.000Z");
    for (const q of [
      "range=custom",
      "range=custom&from=2026-02-30&to=2026-03-01",
      "range=custom&from=2026-03-02&to=2026-03-01",
    ])
      expect(range(q)).toMatchObject({ choice: "30", problem: rangeMessages.badCustom });
    expect(range("range=custom&from=2020-01-01&to=2026-01-01")).toMatchObject({
      choice: "30",
      problem: rangeMessages.tooLong,
    });
    expect(range("range=%00")).toMatchObject({ choice: "30", problem: null });
  });
});

describe("percentChange and percentOf", () => {
  it("compares with the previous period, with no base saying so", () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(3, 0)).toBeNull();
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(1, 0)).toBeNull();
  });
});
