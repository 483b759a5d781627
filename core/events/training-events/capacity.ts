// SPEC 9: an event is full when current_capacity >= max_capacity; no max_capacity means no limit.
export function isFull(event: { maxCapacity: number | null; currentCapacity: number }): boolean {
  return event.maxCapacity !== null && event.currentCapacity >= event.maxCapacity;
}

/** The member's cards: "3 / 10" when capacity exists (SPEC 2 "current / max booked"), else null. */
export function capacityText(event: { maxCapacity: number | null; currentCapacity: number }): string | null {
  return event.maxCapacity === null ? null : `${event.currentCapacity} / ${event.maxCapacity}`;
}

/** The operators' list: "3/10 registered" when capacity exists (SPEC 2 "current/max registered"), else null. */
export function registeredText(event: {
  maxCapacity: number | null;
  currentCapacity: number;
}): string | null {
  return event.maxCapacity === null ? null : `${event.currentCapacity}/${event.maxCapacity} registered`;
}

/** The moment after which a member may no longer cancel, or null when there is no cut-off. */
export function cancellationDeadline(event: {
  startTime: Date;
  cancellationCutoffHours: number | null;
}): Date | null {
  if (event.cancellationCutoffHours === null) return null;
  return new Date(event.startTime.getTime() - event.cancellationCutoffHours * 60 * 60 * 1000);
}
