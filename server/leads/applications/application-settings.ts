// The application's abuse defences. Operators tune them with APPLICATION_MIN_FILL_MS and
// APPLICATION_RATE_LIMIT, parsed with every other variable in server/config.ts.
export type ApplicationSettings = {
  /** Submissions faster than this after the form was rendered are refused (0 turns the check off). */
  minFillMs: number;
  /** Applications that reach the database per client address per window (0 turns the limit off). */
  rateLimitMax: number;
  rateLimitWindowMs: number;
};

export const defaultApplicationSettings: ApplicationSettings = {
  minFillMs: 3000,
  rateLimitMax: 10,
  rateLimitWindowMs: 60 * 60 * 1000,
};
