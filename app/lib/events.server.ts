// The operators' Training Events use cases, for its loader and action.

export { cancelEvent } from "#server/events/cancel-event.ts";
export { getEvent, getEventRoster } from "#server/events/get-event.ts";
export { eventTable, listEventsPage } from "#server/events/list-events-page.ts";
export { markAttendance } from "#server/events/mark-attendance.ts";
export { createEvent, updateEvent } from "#server/events/save-event.ts";
export { listProgramChoices } from "#server/leads/list-program-choices.ts";
