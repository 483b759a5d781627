// How a dashboard figure compares with the period before (decision 147): in words a person would say,
// the same everywhere: "Up 20% on the previous 30 days", "Down 3 points on the previous 7 days", "Same
// as the previous 90 days", "New this period" (none before), "None, as in the previous 30 days", and
// "Nothing to compare with" when a share has no base (docs/product-decisions.md).
import { percentChange } from "#core/dashboard/date-range.ts";

export const changeTexts = {
  nothingToCompare: "Nothing to compare with",
  newThisPeriod: "New this period",
} as const;

export const chartPanelTexts = {
  empty: "Nothing in this period",
  tableRegion: "figures",
} as const;

/** The period compared with: the same number of days just before the range. */
const previousPeriod = (days: number) => (days === 1 ? "the previous day" : `the previous ${days} days`);

/**
 * A figure's change against the period of `days` days before it: a count's in percent, a share's
 * (`unit` "%") in points.
 */
export function describeChange(
  value: number | null,
  previous: number | null,
  days: number,
  unit?: "%",
): string {
  if (value === null || previous === null) return changeTexts.nothingToCompare;
  const before = previousPeriod(days);
  if (unit !== "%" && previous === 0)
    return value === 0 ? `None, as in ${before}` : changeTexts.newThisPeriod;
  if (value === previous) return `Same as ${before}`;
  const direction = value > previous ? "Up" : "Down";
  if (unit === "%") {
    const points = Math.abs(value - previous);
    return `${direction} ${points} ${points === 1 ? "point" : "points"} on ${before}`;
  }
  // A change that rounds to 0% is still a change.
  const pct = Math.abs(percentChange(value, previous) ?? 0);
  return `${direction} ${pct === 0 ? "less than 1" : pct}% on ${before}`;
}
