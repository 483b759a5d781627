// The two-factor forms (decision 146): one zod schema each, parsed in the browser and in the action.

import { PASSWORD_MAX_LENGTH } from "#core/auth/auth-schemas.ts";
import { z } from "#core/forms/zod.ts";

/** A 6-digit authenticator code; anything else typed at sign-in is read as a recovery code. */
export const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);

// Spaces and dashes people copy along are not part of a TOTP code; a recovery code keeps its dash.
const code = z
  .string({ error: "Code is required" })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().min(1, "Code is required").max(32, "Code is too long"));

const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX_LENGTH, "Password is too long");

/** Sign-in's second step: the 6-digit code or a recovery code. */
export const twoFactorCodeSchema = z.object({ code });

/** Enrolment's first step and turning it off: the current password. */
export const twoFactorPasswordSchema = z.object({ password });

/** Enrolment's second step: the first code from the app. */
export const twoFactorConfirmSchema = z.object({
  code: code.pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});

/** Settings: whether every admin must use two-factor sign-in (a checkbox, "on" when ticked). */
export const twoFactorRequirementSchema = z.object({
  requireAdminTwoFactor: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});
