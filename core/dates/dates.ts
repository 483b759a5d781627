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

/** How Intl is asked for a wall clock's parts (en-GB, 24-hour). */
export const WALL_CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
};

const formatterIn = memoizeByKey(
  (timeZone) => new Intl.DateTimeFormat("en-GB", { ...WALL_CLOCK_PARTS, timeZone }),
);

type WallParts = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

/** Intl's answer: what every other reading of a wall clock must equal. */
function partsFromIntl(timeZone: string, date: Date): WallParts {
  const parts: Record<string, string> = {};
  for (const part of formatterIn(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return parts as WallParts;
}

const HOUR_MS = 3_600_000;
/** Instants read from a kept offset: 1970 to 2200, where Intl's calendar and the Date's agree. */
const KEPT_FROM = 0;
const KEPT_UNTIL = Date.UTC(2200, 0, 1);
/** At most this many hours kept, all zones together (then the map starts again): a megabyte or two. */
const MOST_HOURS_KEPT = 16_384;

/**
 * The offsets the time zones keep through each UTC hour asked about, by hour number and zone; null when
 * the offset at the hour's end is not its start's (clocks change within it). Intl's `formatToParts`
 * costs about 4 µs a call and a list draws dozens of dates, so Intl is asked twice for an hour, the
 * first time it is seen; a change of offset lasts months, never two within an hour.
 */
const offsetsByHour = new Map<string, number | null>();

function offsetFromParts(p: WallParts, time: number): number {
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(time / 1000) * 1000;
}

/** The offset the time zone keeps through the UTC hour of `time`, or null (Intl must be asked). */
function keptOffset(timeZone: string, time: number): number | null {
  if (!(time >= KEPT_FROM && time < KEPT_UNTIL)) return null;
  const hour = Math.floor(time / HOUR_MS);
  const key = `${hour} ${timeZone}`;
  let offset = offsetsByHour.get(key);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const last = start + HOUR_MS - 1000;
    const atStart = offsetFromParts(partsFromIntl(timeZone, new Date(start)), start);
    const atLast = offsetFromParts(partsFromIntl(timeZone, new Date(last)), last);
    offset = atStart === atLast ? atStart : null;
    if (offsetsByHour.size >= MOST_HOURS_KEPT) offsetsByHour.clear();
    offsetsByHour.set(key, offset);
  }
  return offset;
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The wall-clock parts (two-digit strings, four-digit year) of an instant in a time zone. */
export function partsIn(timeZone: string, date: Date): WallParts {
  const time = date.getTime();
  const offset = keptOffset(timeZone, time);
  if (offset === null) return partsFromIntl(timeZone, date);
  // The wall clock is the instant moved by the offset, read as UTC (seconds cut, as Intl does).
  const wall = new Date(time + offset);
  return {
    year: String(wall.getUTCFullYear()),
    month: twoDigits(wall.getUTCMonth() + 1),
    day: twoDigits(wall.getUTCDate()),
    hour: twoDigits(wall.getUTCHours()),
    minute: twoDigits(wall.getUTCMinutes()),
    second: twoDigits(wall.getUTCSeconds()),
  };
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
  const time = date.getTime();
  return keptOffset(timeZone, time) ?? offsetFromParts(partsFromIntl(timeZone, date), time);
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
