// The viewer's time zone on both sides of hydration: the admin and members layouts read it from the
// request (core/dates/time-zone.ts) and every date on their pages is formatted with it.
import { useMatches } from "react-router";
import { DEFAULT_TIME_ZONE } from "#core/dates/time-zone.ts";

export function useTimeZone(): string {
  const matches = useMatches();
  for (const match of matches) {
    const zone = (match.data as { timeZone?: unknown } | undefined)?.timeZone;
    if (typeof zone === "string") return zone;
  }
  return DEFAULT_TIME_ZONE;
}
