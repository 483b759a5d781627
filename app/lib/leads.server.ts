// Leads: the public application, consultations and contact activities (route modules reach server code
// only through *.server.ts, so React Router keeps it out of client chunks).

export { activityCountsOnce } from "#server/leads/activity-counts.ts";
export { completeActivity } from "#server/leads/complete-activity.ts";
export {
  conversionMessages,
  convertConsultationToMember,
} from "#server/leads/convert-consultation-to-member.ts";
export { countFollowUpPromises } from "#server/leads/count-follow-up-promises.ts";
export { createActivity } from "#server/leads/create-activity.ts";
export { createConsultation } from "#server/leads/create-consultation.ts";
export { deleteActivity } from "#server/leads/delete-activity.ts";
export { deleteConsultation } from "#server/leads/delete-consultation.ts";
export { formTokenFromCookies } from "#server/leads/form-token.ts";
export { getActivity } from "#server/leads/get-activity.ts";
export { getActivityHub } from "#server/leads/get-activity-hub.ts";
export { getConsultation } from "#server/leads/get-consultation.ts";
export { getConsultationDetails } from "#server/leads/get-consultation-details.ts";
export { activityTable, listActivitiesPage } from "#server/leads/list-activities-page.ts";
export { listAssignableAdmins } from "#server/leads/list-assignable-admins.ts";
export { consultationTable, listConsultationsPage } from "#server/leads/list-consultations-page.ts";
export { listProgramChoices, type ProgramChoice } from "#server/leads/list-program-choices.ts";
export { searchActivityContacts } from "#server/leads/search-activity-contacts.ts";
export { submitConsultation } from "#server/leads/submit-consultation.ts";
export { updateActivity } from "#server/leads/update-activity.ts";
export { updateConsultation } from "#server/leads/update-consultation.ts";
