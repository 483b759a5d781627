// The members portal and the operators' Member Registrations: profiles, registrations, progress and
// achievements (a member reads or writes only their own rows).

export { getMemberAchievements } from "#server/members/achievements/get-member-achievements.ts";
export { changeMemberPassword } from "#server/members/profiles/change-own-password.ts";
export { getOwnProfile } from "#server/members/profiles/get-own-profile.ts";
export { updateOwnProfile } from "#server/members/profiles/update-own-profile.ts";
export { getMemberOverview } from "#server/members/registrations/get-member-overview.ts";
export { getRegistration } from "#server/members/registrations/get-registration.ts";
export { listMemberRegistrations } from "#server/members/registrations/list-member-registrations.ts";
export { listProgramsToRegister } from "#server/members/registrations/list-programs-to-register.ts";
export {
  getRegistrationCounters,
  listRegistrationsPage,
  registrationTable,
} from "#server/members/registrations/list-registrations-page.ts";
export { registerForProgram } from "#server/members/registrations/register-for-program.ts";
export {
  approveRegistration,
  rejectRegistration,
} from "#server/members/registrations/registration-decision.ts";
export {
  completeRegistration,
  setRegistrationProgress,
} from "#server/members/registrations/registration-progress.ts";
