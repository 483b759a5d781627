// Leads: the public application, consultations and contact activities (route modules reach server code
// only through *.server.ts, so React Router keeps it out of client chunks).

export { activityCountsOnce } from "#server/leads/activities/activity-counts.ts";
export { completeActivity } from "#server/leads/activities/complete-activity.ts";
export { createActivity } from "#server/leads/activities/create-activity.ts";
export { deleteActivity } from "#server/leads/activities/delete-activity.ts";
export { getActivity } from "#server/leads/activities/get-activity.ts";
export { getActivityHub } from "#server/leads/activities/get-activity-hub.ts";
export { getRecordEmailDraft } from "#server/leads/activities/get-record-email-draft.ts";
export { activityTable, listActivitiesPage } from "#server/leads/activities/list-activities-page.ts";
export { listAssignableAdmins } from "#server/leads/activities/list-assignable-admins.ts";
export { searchActivityContacts } from "#server/leads/activities/search-activity-contacts.ts";
export { sendRecordEmail } from "#server/leads/activities/send-record-email.ts";
export { updateActivity } from "#server/leads/activities/update-activity.ts";
export { formTokenFromCookies } from "#server/leads/applications/form-token.ts";
export { submitApplication } from "#server/leads/applications/submit-application.ts";
export {
  conversionMessages,
  convertConsultationToMember,
} from "#server/leads/consultations/convert-consultation-to-member.ts";
export { countFollowUpPromises } from "#server/leads/consultations/count-follow-up-promises.ts";
export { createConsultation } from "#server/leads/consultations/create-consultation.ts";
export { deleteConsultation } from "#server/leads/consultations/delete-consultation.ts";
export { getConsultation } from "#server/leads/consultations/get-consultation.ts";
export { getConsultationDetails } from "#server/leads/consultations/get-consultation-details.ts";
export { setConsultationOwner } from "#server/leads/consultations/lead-owners.ts";
export {
  consultationTable,
  listConsultationsPage,
} from "#server/leads/consultations/list-consultations-page.ts";
export {
  setOwnerRule,
  setOwnPoolMembership,
} from "#server/leads/consultations/new-lead-owner.ts";
export { updateConsultation } from "#server/leads/consultations/update-consultation.ts";
