// SPEC section 9, the hub's productivity score: 40 times the completion ratio, plus 30 minus 5 per
// overdue activity (floored at 0; 30 when none is overdue), plus 3 per activity created in the last 7
// days (at most 30); rounded. Colours: at least 80 green, at least 60 yellow, at least 40 orange, else
// red. The counts come from the database (server/leads/activities/get-activity-hub.ts).

export type ScoreCounts = { total: number; completed: number; overdue: number; createdLastWeek: number };
export type ScoreBand = "green" | "yellow" | "orange" | "red";

export function completionRatio({ total, completed }: ScoreCounts): number {
  return total === 0 ? 0 : completed / total;
}

export function productivityScore(counts: ScoreCounts): number {
  const completion = 40 * completionRatio(counts);
  const punctuality = counts.overdue === 0 ? 30 : Math.max(0, 30 - 5 * counts.overdue);
  const activity = Math.min(30, 3 * counts.createdLastWeek);
  return Math.round(completion + punctuality + activity);
}

export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  if (score >= 40) return "orange";
  return "red";
}

/** Completed divided by total, as a rounded percentage. */
export function completionRate(counts: ScoreCounts): number {
  return Math.round(completionRatio(counts) * 100);
}
