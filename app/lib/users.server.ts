export { listUsersPage, userTable } from "../../server/users/list-users-page.ts";
export { deleteUser, inviteUser, UserRuleError, updateUser } from "../../server/users/manage-users.ts";
