// The members portal and the operators' Member Registrations: profiles, registrations, progress and
// achievements (a member reads or writes only their own rows).
export { changeMemberPassword } from "#server/members/change-own-password.ts";
export { getMemberAchievements } from "#server/members/get-member-achievements.ts";
export { getMemberOverview } from "#server/members/get-member-overview.ts";
export { getOwnProfile } from "#server/members/get-own-profile.ts";
export { getRegistration } from "#server/members/get-registration.ts";
export { listMemberRegistrations } from "#server/members/list-member-registrations.ts";
export { listProgramsToRegister } from "#server/members/list-programs-to-register.ts";
export {
  getRegistrationCounters,
  listRegistrationsPage,
  registrationTable,
} from "#server/members/list-registrations-page.ts";
export { registerForProgram } from "#server/members/register-for-program.ts";
export { approveRegistration, rejectRegistration } from "#server/members/registration-decision.ts";
export {
  completeRegistration,
  setRegistrationProgress,
} from "#server/members/registration-progress.ts";
export { updateOwnProfile } from "#server/members/update-own-profile.ts";
