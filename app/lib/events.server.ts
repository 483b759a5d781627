// Training events: the operators' Training Events screen and the members' Training Schedule (each
// member reads or writes only their own bookings).

export { bookEvent } from "#server/events/bookings/book-event.ts";
export { cancelBooking } from "#server/events/bookings/cancel-booking.ts";
export { getBookingCalendar } from "#server/events/bookings/get-booking-calendar.ts";
export { markAttendance } from "#server/events/bookings/mark-attendance.ts";
export { getMemberSchedule } from "#server/events/schedule/get-member-schedule.ts";
export { cancelEvent } from "#server/events/training-events/cancel-event.ts";
export { getEvent, getEventRoster } from "#server/events/training-events/get-event.ts";
export { eventTable, listEventsPage } from "#server/events/training-events/list-events-page.ts";
export { createEvent, updateEvent } from "#server/events/training-events/save-event.ts";
