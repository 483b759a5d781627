export { getRegistration } from "#server/registrations/get-registration.ts";
export {
  getRegistrationCounters,
  listRegistrationsPage,
  registrationTable,
} from "#server/registrations/list-registrations-page.ts";
export { approveRegistration, rejectRegistration } from "#server/registrations/registration-decision.ts";
export {
  completeRegistration,
  setRegistrationProgress,
} from "#server/registrations/registration-progress.ts";
