// Ours (the spec has no text for two-factor sign-in, issue 24): what the sign-in pages, the security
// sections and User Management say about authenticator codes and recovery codes.
export const twoFactorMessages = {
  /** A 6-digit code or a recovery code that does not match (sign-in or enrolment). */
  invalidCode:
    "That code is not valid. Enter the current 6-digit code from your authenticator app, or an unused recovery code.",
  invalidEnrolmentCode: "That code is not valid. Enter the current 6-digit code from your authenticator app.",
  /** The pending sign-in is gone: too many wrong codes, expired (10 minutes), or never started. */
  challengeExpired: "Your sign-in has expired. Please enter your email and password again.",
  wrongPassword: "Incorrect password.",
  alreadyOn: "Two-factor sign-in is already on.",
  notStarted: "Enter your password to start setting up two-factor sign-in.",
  notOn: "Two-factor sign-in is not on for this account.",
  enabled: "Two-factor sign-in is on",
  disabled: "Two-factor sign-in is off",
  reset: (email: string) => `Two-factor sign-in reset for ${email}`,
  resetSelf: "Turn your own two-factor sign-in off on your Security page.",
  /** User Management's failure text around the reason (the usual "Failed to ...: ..." shape). */
  resetFailed: (message: string) => `Failed to reset authenticator: ${message}`,
  confirmReset: (email: string) =>
    `Reset two-factor sign-in for ${email}? They sign in with their password alone until they set it up again.`,
  settingsSaved: "Settings saved",
  requirementFromEnvironment:
    "Set by the server's configuration (REQUIRE_ADMIN_TWO_FACTOR): change it there to change it here.",
  requiredNotice: "Two-factor sign-in is required for every admin. Set it up to continue.",
} as const;
