// The members portal's use cases, for its loaders and actions: each reads or writes the signed-in
// member's own rows only.
export { getMemberAchievements } from "#server/achievements/get-member-achievements.ts";
export { changeMemberPassword } from "#server/profiles/change-own-password.ts";
export { getOwnProfile } from "#server/profiles/get-own-profile.ts";
export { updateOwnProfile } from "#server/profiles/update-own-profile.ts";
export { getMemberOverview } from "#server/registrations/get-member-overview.ts";
export { listMemberRegistrations } from "#server/registrations/list-member-registrations.ts";
export { listProgramsToRegister } from "#server/registrations/list-programs-to-register.ts";
export { registerForProgram } from "#server/registrations/register-for-program.ts";
