// The dashboard's period figures, shared between requests for a short while (issue 27, decision 158).
// They are a dozen grouped statements whose answer changes only when someone records something: on
// PGlite each statement costs milliseconds of this process's CPU however few rows it reads, so counting
// them again for every visit and every reload made /admin the slowest page. An answer is kept per range
// and time zone for `ttlMs`, shared by requests that ask while it is being counted, and forgotten at
// once when this instance handles any change (server/app.ts clears it after every non-GET request);
// a change made through another instance shows within `ttlMs`. The page says when the figures were
// counted. The leads at risk or overdue now (the Consultations card's link) are never kept: counted live.

export type TrendsCache = {
  /** The answer kept for `key`, or `count()`'s, kept from now. A failed count is not kept. */
  read<T extends object>(key: string, count: () => Promise<T>): Promise<{ value: T; countedAt: Date }>;
  /** Forgets every kept answer (something changed). */
  clear(): void;
};

type Entry = { countedAt: number; answer: Promise<object> };

export const TRENDS_TTL_MS = 60_000;
/** Ranges kept at once: the choices, a few custom ones and time zones; the oldest go first. */
const MAX_ENTRIES = 32;

export function createTrendsCache(options: { ttlMs?: number; now?: () => number } = {}): TrendsCache {
  const ttlMs = options.ttlMs ?? TRENDS_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return {
    async read<T extends object>(key: string, count: () => Promise<T>) {
      const kept = entries.get(key);
      if (kept && now() - kept.countedAt < ttlMs) {
        return { value: (await kept.answer) as T, countedAt: new Date(kept.countedAt) };
      }
      const entry: Entry = { countedAt: now(), answer: count() };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      try {
        return { value: (await entry.answer) as T, countedAt: new Date(entry.countedAt) };
      } catch (error) {
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    clear: () => entries.clear(),
  };
}
