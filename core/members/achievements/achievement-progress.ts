// SPEC 9: overall completion = earned over total definitions; in progress = current above 0 and below
// the target. Pure, so the page and its tests share them.

/** Earned over total as a whole percentage (0 with no definitions, never above 100). */
export function achievementCompletion(earned: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((earned / total) * 100));
}

export function isInProgress(progress: { currentValue: number; targetValue: number }): boolean {
  return progress.currentValue > 0 && progress.currentValue < progress.targetValue;
}

/** How far along the bar is, 0-100. */
export function progressPercent(progress: { currentValue: number; targetValue: number }): number {
  if (progress.targetValue <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((progress.currentValue / progress.targetValue) * 100)));
}

/** SPEC 8 "Achievements". */
export const achievementMessages = {
  loadFailed: "Failed to load achievements",
  loadEarnedFailed: "Failed to load earned achievements",
  loadAvailableFailed: "Failed to load available achievements",
} as const;
