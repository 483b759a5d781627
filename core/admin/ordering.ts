// SPEC section 4 "Ordering": new items go after the highest order; moves swap with the exact neighbour.
export const MIN_DISPLAY_ORDER = 1;

export function nextDisplayOrder(existing: readonly number[]): number {
  return existing.length === 0 ? MIN_DISPLAY_ORDER : Math.max(...existing) + 1;
}

/** A form's display order: anything that is not a number falls back to 1 (SPEC section 5, FAQ). */
export function parseDisplayOrder(raw: unknown): number {
  const value = typeof raw === "number" ? raw : Number.parseInt(String(raw ?? ""), 10);
  return Number.isFinite(value) ? value : MIN_DISPLAY_ORDER;
}
