// SPEC section 8 "Auth": texts shown exactly as written.
export const authMessages = {
  loginFailed: "Login failed",
  unexpected: "An unexpected error occurred.",
  loginSuccess: "Login successful",
  loginSuccessDetail: "Welcome to the admin dashboard",
  resetFailed: "Reset failed",
  resetLinkSent: "Reset link sent",
  resetLinkSentDetail: "Check your email for password reset instructions.",
  signedOut: "Signed out successfully",
  signedOutDetail: "You have been logged out.",
  signOutFailed: "Error signing out",
  signOutFailedDetail: "There was a problem signing out.",
  invalidResetLink: "Invalid reset link",
  invalidResetLinkDetail: "This reset link is invalid or has expired.",
  updateFailed: "Update failed",
  passwordMismatch: "Password mismatch",
  passwordTooShort: "Password too short",
  memberPermissionCheckFailed: "Unable to verify user permissions.",
  memberAccessDenied: "Access denied. This portal is for members only.",
  memberUnexpected: "An unexpected error occurred. Please try again.",
  adminAccessDenied: "Access denied. This area is for administrators only.",
  signupFailed: "Failed to create account",
  signupSuccess: "Account created successfully! Please check your email for verification.",
  verifyFirst: "Please verify your email address before signing in. Check your inbox for the link.",
  verificationSent: "Verification email sent. Check your inbox for the link.",
  passwordUpdated: "Password updated",
  passwordUpdatedDetail: "Your password has been changed. Please sign in with your new password.",
  // Ours: the members' sign-in after the e-mailed verification link.
  verificationLinkInvalid: "This verification link is invalid or has expired.",
  emailVerified: "Your email address is verified. You can now sign in.",
} as const;

const inMinutes = (minutes: number) => (minutes === 1 ? "1 minute" : `${minutes} minutes`);

/**
 * Ours (the spec has no text for them): the answers when an attempt budget is spent (HTTP 429). The
 * login forms show the sign-in text after "Login failed: ", the Forgot password form after
 * "Reset failed: ". They name the wait, never whether the address has an account.
 */
export const throttleMessages = {
  signIn: (minutes: number) =>
    `Too many sign-in attempts. Please try again in ${inMinutes(minutes)} or reset your password.`,
  passwordReset: (minutes: number) =>
    `Too many password reset requests. Please try again in ${inMinutes(minutes)}.`,
  signUp: (minutes: number) => `Too many sign-up attempts. Please try again in ${inMinutes(minutes)}.`,
  twoFactor: (minutes: number) => `Too many incorrect codes. Please try again in ${inMinutes(minutes)}.`,
  ownPassword: (minutes: number) =>
    `Too many incorrect passwords. Please try again in ${inMinutes(minutes)}.`,
  verificationEmail: (minutes: number) =>
    `Too many verification emails requested. Please try again in ${inMinutes(minutes)}.`,
} as const;

/** Ours: an admin's own password change on the Security page (the members' keep SPEC 8's texts). */
export const ownPasswordMessages = {
  changed: "Password changed. Your other sessions were signed out.",
  failed: "Failed to change password",
  wrongCurrent: "Your current password is not correct.",
} as const;
