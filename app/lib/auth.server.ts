export {
  getSessionUser,
  requireAdmin,
  requireMember,
  safeRedirectPath,
  shellDuringOutage,
} from "#server/auth/guards.ts";
export { requestPasswordReset, resetPassword } from "#server/auth/password-reset.ts";
export { resetLinkAccountRole, resetLinkOf } from "#server/auth/reset-links.ts";
export { signInPath } from "#server/auth/roles.ts";
export { signIn, signOut } from "#server/auth/sign-in.ts";
export { resendVerification, signUpMember } from "#server/auth/sign-up-member.ts";
