// How a dashboard figure compares with the period before (decision 147, worded in decision 154): a
// percentage, points for a share, and plain words when there is nothing to compare with.
import { percentChange } from "#core/dashboard/date-range.ts";

export const changeTexts = {
  noEarlierFigure: "No earlier figure",
  newThisPeriod: "New this period",
  noChange: "No change",
  /** Shown after a compared change; screen readers hear `againstPrevious` instead. */
  versusPrevious: "vs previous",
  againstPrevious: "against the previous period",
} as const;

export const chartPanelTexts = {
  empty: "Nothing in this period",
  tableRegion: "figures",
} as const;

/**
 * The change's words, and whether they compare with the previous period (then the card adds "vs
 * previous"): "+50%", "-3 points", "No change", or "New this period" when there was none before.
 */
export function describeChange(
  value: number | null,
  previous: number | null,
  unit?: "%",
): { text: string; compared: boolean } {
  if (value === null || previous === null) return { text: changeTexts.noEarlierFigure, compared: false };
  const signed = (n: number) => `${n > 0 ? "+" : ""}${n}`;
  if (unit === "%") {
    const points = value - previous;
    return points === 0
      ? { text: changeTexts.noChange, compared: false }
      : { text: `${signed(points)} ${Math.abs(points) === 1 ? "point" : "points"}`, compared: true };
  }
  const pct = percentChange(value, previous);
  if (pct === null) return { text: changeTexts.newThisPeriod, compared: false };
  if (pct === 0) return { text: changeTexts.noChange, compared: false };
  return { text: `${signed(pct)}%`, compared: true };
}
