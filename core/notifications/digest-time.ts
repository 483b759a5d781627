// When the morning digest goes out: at 08:00 in the operator's own time zone. A sweep that runs late
// (every instance was down at 08:00) still sends it until noon; after that the day's digest is skipped
// rather than arriving in the afternoon.
import { partsIn } from "#core/dates/dates.ts";

export const DIGEST_HOUR = 8;
export const DIGEST_LAST_HOUR = 12;

/** The operator's local day ("2026-12-03") when its digest is due at `now`, else null. */
export function digestDayDue(now: Date, timeZone: string): string | null {
  const p = partsIn(timeZone, now);
  const hour = Number(p.hour);
  if (hour < DIGEST_HOUR || hour >= DIGEST_LAST_HOUR) return null;
  return `${p.year}-${p.month}-${p.day}`;
}
