export { completeActivity } from "#server/activities/complete-activity.ts";
export { createActivity } from "#server/activities/create-activity.ts";
export { deleteActivity } from "#server/activities/delete-activity.ts";
export { getActivity } from "#server/activities/get-activity.ts";
export { getActivityHub } from "#server/activities/get-activity-hub.ts";
export { activityTable, listActivitiesPage } from "#server/activities/list-activities-page.ts";
export { listAssignableAdmins } from "#server/activities/list-assignable-admins.ts";
export { searchActivityContacts } from "#server/activities/search-activity-contacts.ts";
export { updateActivity } from "#server/activities/update-activity.ts";
