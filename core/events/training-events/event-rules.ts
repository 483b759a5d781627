// What an event allows, read by the operators' screens to show or disable a control and enforced by
// the server's use cases (save-event, cancel-event, mark-attendance), so the two cannot disagree.

/** A cancelled event is final: it can be neither edited nor cancelled again. */
export function canEditEvent(event: { status: string }): boolean {
  return event.status !== "cancelled";
}

export function canCancelEvent(event: { status: string }): boolean {
  return event.status !== "cancelled";
}

/** Attendance is recorded once the event has started (its start is now or earlier). */
export function canMarkAttendance(event: { startTime: Date }, now: Date): boolean {
  return event.startTime.getTime() <= now.getTime();
}
