// The dashboard's date range (decision 147), held in the URL: ?range=7|30|90|year, or
// ?range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD (both days included). Days are the operator's calendar
// days in their time zone; each figure compares with the period of the same length just before.
import { partsIn, zonedTime } from "#core/dates/dates.ts";

export const rangeChoices = ["7", "30", "90", "year", "custom"] as const;
export type RangeChoice = (typeof rangeChoices)[number];
export const DEFAULT_RANGE: RangeChoice = "30";
/** A custom range spans at most this many days: the weekly charts stay readable. */
export const MAX_CUSTOM_DAYS = 3 * 366;

export const rangeLabels: Record<RangeChoice, string> = {
  "7": "Last 7 days",
  "30": "Last 30 days",
  "90": "Last 90 days",
  year: "This year",
  custom: "Custom",
};

export const rangeMessages = {
  badCustom: "Choose a start and an end date, the start on or before the end.",
  tooLong: `A custom range can span at most ${MAX_CUSTOM_DAYS} days.`,
} as const;

export type DateRange = {
  choice: RangeChoice;
  /** The days as chosen (YYYY-MM-DD, both included), for the form and the labels. */
  fromDay: string;
  toDay: string;
  /** The instants: [from, to), and the previous period [previousFrom, from). */
  from: Date;
  to: Date;
  previousFrom: Date;
  days: number;
  /** Why a custom range in the URL was not used (the default range is shown instead). */
  problem: string | null;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD that names a real day, as a UTC midnight (day arithmetic without zones). */
function dayNumber(value: string | null): number | null {
  const m = value ? DAY.exec(value) : null;
  if (!m) return null;
  const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!);
  const back = new Date(ms);
  return back.getUTCFullYear() === +m[1]! && back.getUTCMonth() === +m[2]! - 1 && back.getUTCDate() === +m[3]!
    ? ms
    : null;
}

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOf = (ms: number, timeZone: string) => {
  const d = new Date(ms);
  return zonedTime(timeZone, { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
};

/** The range a URL asks for, as of `now` in the time zone; anything unreadable is the default. */
export function parseDateRange(params: URLSearchParams, timeZone: string, now: Date = new Date()): DateRange {
  const p = partsIn(timeZone, now);
  const today = Date.UTC(+p.year, +p.month - 1, +p.day);
  const asked = params.get("range");
  let choice: RangeChoice = (rangeChoices as readonly string[]).includes(asked ?? "")
    ? (asked as RangeChoice)
    : DEFAULT_RANGE;
  let first = today;
  let last = today;
  let problem: string | null = null;
  if (choice === "custom") {
    const from = dayNumber(params.get("from"));
    const to = dayNumber(params.get("to"));
    if (from === null || to === null || from > to) problem = rangeMessages.badCustom;
    else if ((to - from) / DAY_MS + 1 > MAX_CUSTOM_DAYS) problem = rangeMessages.tooLong;
    else [first, last] = [from, to];
    if (problem) choice = DEFAULT_RANGE;
  }
  if (choice === "year") first = Date.UTC(+p.year, 0, 1);
  else if (choice !== "custom") first = today - (Number(choice) - 1) * DAY_MS;
  const days = (last - first) / DAY_MS + 1;
  const from = startOf(first, timeZone);
  return {
    choice,
    fromDay: dayText(first),
    toDay: dayText(last),
    from,
    to: startOf(last + DAY_MS, timeZone),
    previousFrom: startOf(first - days * DAY_MS, timeZone),
    days,
    problem,
  };
}

/** The change of a figure against the previous period, as a whole percentage; null when there was none before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

/** A share as a whole percentage of its base; null without a base. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}
