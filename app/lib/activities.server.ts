export { completeActivity } from "#server/leads/complete-activity.ts";
export { createActivity } from "#server/leads/create-activity.ts";
export { deleteActivity } from "#server/leads/delete-activity.ts";
export { getActivity } from "#server/leads/get-activity.ts";
export { getActivityHub } from "#server/leads/get-activity-hub.ts";
export { activityTable, listActivitiesPage } from "#server/leads/list-activities-page.ts";
export { listAssignableAdmins } from "#server/leads/list-assignable-admins.ts";
export { searchActivityContacts } from "#server/leads/search-activity-contacts.ts";
export { updateActivity } from "#server/leads/update-activity.ts";
