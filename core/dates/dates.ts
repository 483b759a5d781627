// SPEC section 9: dd/MM/yyyy, or dd/MM/yyyy HH:mm with time; empty shows a dash; invalid shows Invalid
// date. Always in a named time zone, the viewer's (see time-zone.ts): the server and the browser then
// render the same text, and "today" is the viewer's today on both sides.

import { memoizeByKey } from "#core/memoize-by-key.ts";

type DateInput = Date | string | null | undefined;

function toDate(value: DateInput): Date | null | "invalid" {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "invalid" : date;
}

const formatterIn = memoizeByKey(
  (timeZone) =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }),
);
/** The wall-clock parts (two-digit strings, four-digit year) of an instant in a time zone. */
export function partsIn(timeZone: string, date: Date) {
  const formatter = formatterIn(timeZone);
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts as Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;
}

export function formatDate(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  if (date === null) return "-";
  if (date === "invalid") return "Invalid date";
  const p = partsIn(timeZone, date);
  return `${p.day}/${p.month}/${p.year}`;
}

export function formatDateTime(value: DateInput, timeZone: string): string {
  const date = toDate(value);
  if (date === null) return "-";
  if (date === "invalid") return "Invalid date";
  const p = partsIn(timeZone, date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** How far the time zone is ahead of UTC at that instant, in milliseconds. */
function offsetAt(timeZone: string, date: Date): number {
  const p = partsIn(timeZone, date);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time happens in the time zone (the later one when clocks go back). */
export function zonedTime(
  timeZone: string,
  wall: { year: number; month: number; day: number; hour?: number; minute?: number },
): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  const first = guess - offsetAt(timeZone, new Date(guess));
  // Around a change of offset the first guess can be an hour out: correct once with the new offset.
  return new Date(guess - offsetAt(timeZone, new Date(first)));
}

/** The viewer's calendar day around an instant: [start, end) in their time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): { start: Date; end: Date } {
  const p = partsIn(timeZone, at);
  const start = zonedTime(timeZone, { year: +p.year, month: +p.month, day: +p.day });
  const next = new Date(Date.UTC(+p.year, +p.month - 1, +p.day + 1));
  const end = zonedTime(timeZone, {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
  });
  return { start, end };
}
