export { resetTwoFactor } from "#server/auth/two-factor/disable-two-factor.ts";
export { deleteUser } from "#server/users/delete-user.ts";
export { getUser } from "#server/users/get-user.ts";
export { inviteUser } from "#server/users/invite-user.ts";
export { listUsersPage, userTable } from "#server/users/list-users-page.ts";
export { updateUser } from "#server/users/update-user.ts";
