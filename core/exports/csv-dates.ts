// Dates in a CSV: "YYYY-MM-DD HH:mm" in the operator's time zone, a form every spreadsheet reads as a
// date. Intl's formatToParts costs ~60 µs a call, too slow for 100,000 rows with two dates each, so the
// zone's offset is asked once per quarter hour (zones change offset only on quarter hours) and reused.
import { partsIn } from "#core/dates/dates.ts";

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, "0");

/** A formatter for one export: its cache lives as long as the export. */
export function csvDateTimeIn(timeZone: string): (value: Date | string | null | undefined) => string {
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number) => {
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const start = quarter * QUARTER_HOUR_MS;
      const p = partsIn(timeZone, new Date(start));
      const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
      offset = wall - start;
      if (offsets.size > 50_000) offsets.clear();
      offsets.set(quarter, offset);
    }
    return offset;
  };
  return (value) => {
    if (value === null || value === undefined || value === "") return "";
    const ms = (value instanceof Date ? value : new Date(value)).getTime();
    if (Number.isNaN(ms)) return "";
    const wall = new Date(ms + offsetAt(ms));
    return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  };
}
