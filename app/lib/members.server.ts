// The members portal's use cases, for its loaders and actions: each reads or writes the signed-in
// member's own rows only.

export { changeMemberPassword } from "#server/members/change-own-password.ts";
export { getMemberAchievements } from "#server/members/get-member-achievements.ts";
export { getMemberOverview } from "#server/members/get-member-overview.ts";
export { getOwnProfile } from "#server/members/get-own-profile.ts";
export { listMemberRegistrations } from "#server/members/list-member-registrations.ts";
export { listProgramsToRegister } from "#server/members/list-programs-to-register.ts";
export { registerForProgram } from "#server/members/register-for-program.ts";
export { updateOwnProfile } from "#server/members/update-own-profile.ts";
