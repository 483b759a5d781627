/** A registration's progress: a whole percentage within these bounds (the database checks the same). */
export const PROGRESS_BOUNDS = { min: 0, max: 100 } as const;

/** Whether a value is a registration's progress: the operator's form and setRegistrationProgress ask. */
export function isProgress(value: number): boolean {
  return Number.isInteger(value) && value >= PROGRESS_BOUNDS.min && value <= PROGRESS_BOUNDS.max;
}

/** SPEC 9: member average progress = rounded mean of progress_percentage (0 with no registrations). */
export function averageProgress(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
}
