// SPEC section 8, "Member" schedule and "Admin management" events: texts exactly as written; the ones
// the spec does not give (waitlist, cut-off, operators' writes) are ours, in the same voice.
import type { FailureCode } from "#core/forms/failure-codes.ts";

const PAST_CUTOFF = "Bookings for this event can no longer be cancelled";

export const eventMessages = {
  // Member (SPEC 8 "Schedule").
  loadUpcoming: "Failed to load upcoming events",
  loadBookings: "Failed to load your bookings",
  loadSchedule: "Failed to load schedule data",
  full: "Event is at maximum capacity",
  duplicate: "You are already booked for this event",
  bookFailed: "Failed to book event",
  cancelFailed: "Failed to cancel booking",
  booked: (title: string) => `Successfully booked "${title}"`,
  cancelled: "Booking cancelled successfully",
  cancelledByMember: "Cancelled by member",
  // Ours: the waitlist and the cut-off.
  waitlisted: (title: string, position: number) =>
    `You are on the waitlist for "${title}" at position ${position}. We will e-mail you if a seat frees up.`,
  leftWaitlist: "You have left the waitlist",
  notFull: "This event still has seats: book it instead of joining the waitlist.",
  notOpen: "This event is no longer open for booking.",
  pastCutoff: (hours: number) =>
    `${PAST_CUTOFF}: cancellation closes ${hours} ${hours === 1 ? "hour" : "hours"} before the start.`,
  started: "This event has already started, so its booking can no longer be cancelled.",
  notCancellable: "This booking is already cancelled.",
  // Admin (SPEC 8 "Events").
  loadEvents: "Failed to load events",
  // Ours: the operators' writes (create and update use the back office's standard texts).
  eventCancelFailed: "Failed to cancel event",
  /** The browser's confirmation before Cancel Event: everyone booked or waitlisted is e-mailed. */
  confirmCancelEvent: (title: string, booked: number, waitlisted: number) =>
    booked + waitlisted === 0
      ? `Cancel ${title}? No member is booked or waitlisted, so no one will be e-mailed.`
      : `Cancel ${title}? ${members(booked, "booked")} and ${members(waitlisted, "waitlisted")} will be e-mailed.`,
  eventCancelled: (booked: number, waitlisted: number) =>
    booked + waitlisted === 0
      ? "Event cancelled. No member was booked or waitlisted, so no one was e-mailed."
      : `Event cancelled. ${members(booked, "booked")} and ${members(waitlisted, "waitlisted")} were e-mailed.`,
  cancelledByOperator: "Event cancelled by the organiser",
  alreadyCancelled: "This event is already cancelled.",
  endNotAfterStart: "End must be after the start",
  capacityBelowBookings: (confirmed: number) =>
    `Capacity cannot be below the ${confirmed} confirmed ${confirmed === 1 ? "booking" : "bookings"}.`,
  attendanceFailed: "Failed to record attendance",
  attendanceSaved: "Attendance recorded",
  attendanceBeforeStart: "Attendance can be recorded once the event has started.",
  attendanceNotBooked: "Only a confirmed booking can be marked attended or no-show.",
} as const;

/** "1 booked member", "2 waitlisted members". */
function members(count: number, kind: "booked" | "waitlisted"): string {
  return `${count} ${kind} ${count === 1 ? "member" : "members"}`;
}

/**
 * The member's failure banner (SPEC 8 writes "Failed to book event" and "Failed to cancel booking" with no
 * ": {message}", unlike the operators' texts): a rule the member can act on (full, already booked, past
 * the cut-off...: each a `conflict`) is said in its own words; anything else (not found, an unexpected
 * error) is the spec's plain text.
 */
function memberFailure(plain: string) {
  return (message: string, code: FailureCode): string => (code === "conflict" ? message : plain);
}

export const bookFailure = memberFailure(eventMessages.bookFailed);
export const cancelFailure = memberFailure(eventMessages.cancelFailed);

export const eventTypeLabels = {
  training: "Training",
  assessment: "Assessment",
  meeting: "Meeting",
  workshop: "Workshop",
  exam: "Exam",
} as const;

export const eventStatusLabels = {
  scheduled: "Scheduled",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
} as const;

export const bookingStatusLabels = {
  confirmed: "Confirmed",
  waitlist: "Waitlist",
  cancelled: "Cancelled",
  no_show: "No-show",
} as const;

export const attendanceLabels = {
  pending: "Pending",
  attended: "Attended",
  absent: "No-show",
  excused: "Excused",
} as const;
