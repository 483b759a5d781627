// core/dates/dates.ts reads a wall clock from an offset it keeps per hour instead of asking Intl each
// time: property-tested against Intl itself, with fast-check. Here rather than beside the module:
// core/ imports only zod (and vitest in its tests), scripts/layers.test.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDateTime, partsIn, WALL_CLOCK_PARTS, zonedTime } from "#core/dates/dates.ts";

const formatters = new Map<string, Intl.DateTimeFormat>();
const WALL_PARTS = ["year", "month", "day", "hour", "minute", "second"];

function intlParts(timeZone: string, date: Date) {
  const formatter =
    formatters.get(timeZone) ?? new Intl.DateTimeFormat("en-GB", { ...WALL_CLOCK_PARTS, timeZone });
  formatters.set(timeZone, formatter);
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date))
    if (WALL_PARTS.includes(part.type)) parts[part.type] = part.value;
  return parts;
}

/** The product's parts, the six of them (Intl's answer also carries its separators). */
function wallParts(timeZone: string, date: Date) {
  const parts: Record<string, string> = partsIn(timeZone, date);
  return Object.fromEntries(WALL_PARTS.map((name) => [name, parts[name]]));
}

const ZONES = Intl.supportedValuesOf("timeZone");
/** Zones whose clocks change, by an hour, half an hour or at odd offsets, on both hemispheres. */
const CHANGING = [
  "Europe/London",
  "America/New_York",
  "America/Santiago",
  "Australia/Lord_Howe",
  "Pacific/Chatham",
  "Asia/Tehran",
  "Africa/Casablanca",
  "America/St_Johns",
];
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe("a wall clock read from a kept offset", () => {
  it("is Intl's, for any instant from 1950 to 2250 in any time zone", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2250, 0, 1) }),
        (zone, time) => {
          expect(wallParts(zone, new Date(time))).toEqual(intlParts(zone, new Date(time)));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("is Intl's minute by minute around every change of offset in 2026 and 2027", () => {
    let changes = 0;
    for (const zone of CHANGING) {
      const offsetAt = (time: number) => {
        const p = intlParts(zone, new Date(time));
        return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!) - time;
      };
      for (let hour = Date.UTC(2026, 0, 1); hour < Date.UTC(2028, 0, 1); hour += HOUR) {
        if (offsetAt(hour) === offsetAt(hour + HOUR)) continue;
        changes++;
        for (let time = hour - HOUR; time <= hour + 2 * HOUR; time += MINUTE) {
          expect(wallParts(zone, new Date(time)), `${zone} ${new Date(time).toISOString()}`).toEqual(
            intlParts(zone, new Date(time)),
          );
        }
      }
    }
    // Two a year in every zone but Tehran (no summer time since 2022) and Casablanca's Ramadan pair.
    expect(changes).toBeGreaterThanOrEqual(24);
  });

  it("gives the same instants for wall-clock times across a change", () => {
    // 25 October 2026: London falls back; 01:30 happens twice, the later one is taken.
    expect(
      zonedTime("Europe/London", { year: 2026, month: 10, day: 25, hour: 1, minute: 30 }).toISOString(),
    ).toBe("2026-10-25T01:30:00.000Z");
    // Lord Howe moves by half an hour: 02:00 becomes 02:30 on 4 October 2026.
    expect(formatDateTime("2026-10-03T15:29:00Z", "Australia/Lord_Howe")).toBe("04/10/2026 01:59");
    expect(formatDateTime("2026-10-03T15:30:00Z", "Australia/Lord_Howe")).toBe("04/10/2026 02:30");
  });
});
