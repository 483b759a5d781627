// `<input type="datetime-local">` holds a wall-clock time without a zone ("2026-01-10T09:00"), and
// `<input type="date">` a calendar day ("2026-01-10"). The back office reads and writes them in the
// viewer's time zone, on the server as in the browser.
import { dayIn, partsIn, zonedTime } from "./dates.ts";

const LOCAL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day a date input's value names, as the instants [start, end) in the time zone; null when it is not a real day. */
export function parseLocalDay(value: string, timeZone: string): { start: Date; end: Date } | null {
  const match = LOCAL_DAY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day
  )
    return null;
  // Noon is inside the day wherever the clocks change (they change at night).
  return dayIn(timeZone, zonedTime(timeZone, { year, month, day, hour: 12 }));
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

/** The input's value for an instant, or "" for none. */
export function localInputValue(value: Date | string | null | undefined, timeZone: string): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const p = partsIn(timeZone, date);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The instant an input's value names in the time zone, or null when it is not a real date and time. */
export function parseLocalInput(value: string, timeZone: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  )
    return null;
  return zonedTime(timeZone, { year, month, day, hour, minute });
}

/** The next calendar day at a wall-clock hour in the time zone (SPEC 9: a new activity, next day 09:00). */
export function nextDayAt(now: Date, timeZone: string, hour: number): Date {
  const p = partsIn(timeZone, now);
  const next = new Date(Date.UTC(+p.year, +p.month - 1, +p.day + 1));
  return zonedTime(timeZone, {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour,
  });
}
