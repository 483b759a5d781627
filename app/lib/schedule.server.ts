// The members' Training Schedule use cases, for its loader, action and calendar download: each reads
// or writes the signed-in member's own bookings only.
export { bookEvent } from "#server/bookings/book-event.ts";
export { cancelBooking } from "#server/bookings/cancel-booking.ts";
export { getBookingCalendar } from "#server/bookings/get-booking-calendar.ts";
export { getMemberSchedule } from "#server/bookings/get-member-schedule.ts";
