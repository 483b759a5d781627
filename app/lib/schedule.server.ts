// The members' Training Schedule use cases, for its loader, action and calendar download: each reads
// or writes the signed-in member's own bookings only.
export { bookEvent } from "#server/events/book-event.ts";
export { cancelBooking } from "#server/events/cancel-booking.ts";
export { getBookingCalendar } from "#server/events/get-booking-calendar.ts";
export { getMemberSchedule, ScheduleReadError } from "#server/events/get-member-schedule.ts";
