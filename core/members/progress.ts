/** SPEC 9: member average progress = rounded mean of progress_percentage (0 with no registrations). */
export function averageProgress(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
}
