// Training events: the operators' Training Events screen and the members' Training Schedule (each
// member reads or writes only their own bookings).

export { listProgramChoices, type ProgramChoice } from "#server/content/list-program-choices.ts";
export { bookEvent } from "#server/events/book-event.ts";
export { cancelBooking } from "#server/events/cancel-booking.ts";
export { cancelEvent } from "#server/events/cancel-event.ts";
export { getBookingCalendar } from "#server/events/get-booking-calendar.ts";
export { getEvent, getEventRoster } from "#server/events/get-event.ts";
export { getMemberSchedule } from "#server/events/get-member-schedule.ts";
export { eventTable, listEventsPage } from "#server/events/list-events-page.ts";
export { markAttendance } from "#server/events/mark-attendance.ts";
export { createEvent, updateEvent } from "#server/events/save-event.ts";
