export { getRegistration } from "#server/members/get-registration.ts";
export {
  getRegistrationCounters,
  listRegistrationsPage,
  registrationTable,
} from "#server/members/list-registrations-page.ts";
export { approveRegistration, rejectRegistration } from "#server/members/registration-decision.ts";
export {
  completeRegistration,
  setRegistrationProgress,
} from "#server/members/registration-progress.ts";
