// Lead retention (decisions 145, 175): a lead that never converted is erased once its last contact is
// older than the configured number of months; 0 turns retention off.

/** The moment before which a lead is due for erasure, or null when retention is off. */
export function retentionCutoff(now: Date, months: number): Date | null {
  if (!Number.isInteger(months) || months <= 0) return null;
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // The same day of the month, or the month's last day when it is shorter (31 March - 1 = 28 February).
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}
