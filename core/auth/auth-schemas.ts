// One zod schema per auth form, parsed in the browser and again in the route action (SPEC section 5).
import type { FieldErrors } from "#core/forms/form-result.ts";
import { hasControlCharacters, requiredText } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";
import { authMessages } from "./auth-messages.ts";

/** One password policy for every way a password is set (forms, /api/auth/*, the reset page). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Names, as on every form of the app; the display name is "first last". */
export const NAME_MAX_LENGTH = 100;
export const FULL_NAME_MAX_LENGTH = 2 * NAME_MAX_LENGTH + 1;
export const EMAIL_MAX_LENGTH = 254;
export const IMAGE_URL_MAX_LENGTH = 2048;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_MAX_LENGTH, "Email is too long")
  .pipe(z.email("Invalid email address"));
const requiredPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX_LENGTH, "Password is too long");

export const signInSchema = z.object({ email, password: requiredPassword });

export const memberSignUpSchema = z
  .object({
    email,
    firstName: requiredText("First name is required").max(NAME_MAX_LENGTH, "First name is too long"),
    lastName: requiredText("Last name is required").max(NAME_MAX_LENGTH, "Last name is too long"),
    password: z
      .string({ error: "Password is required" })
      .min(1, "Password is required")
      .min(PASSWORD_MIN_LENGTH, "Password must be at least 8 characters long")
      .max(PASSWORD_MAX_LENGTH, "Password is too long"),
    confirmPassword: z
      .string({ error: "Please confirm your password" })
      .min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type MemberSignUpInput = z.infer<typeof memberSignUpSchema>;

export const forgotPasswordSchema = z.object({ email });

/**
 * The reset page: the spec's admin-reset messages (with a full stop), but the members' minimum of 8
 * rather than the spec's 6, so one policy holds everywhere (docs/product-decisions.md).
 */
const resetPasswordTooShort = "Password must be at least 8 characters long.";
const resetPasswordMismatch = "Passwords do not match.";

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: "This reset link is invalid or has expired." })
      .min(1, "This reset link is invalid or has expired."),
    password: z
      .string({ error: resetPasswordTooShort })
      .min(PASSWORD_MIN_LENGTH, resetPasswordTooShort)
      .max(PASSWORD_MAX_LENGTH, "Password is too long."),
    confirmPassword: z.string({ error: resetPasswordMismatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: resetPasswordMismatch,
    path: ["confirmPassword"],
  });

/**
 * The spec's title shown above the reset form's field messages (SPEC 8 "Admin reset page"): "Password
 * too short" or "Password mismatch"; null for any other problem.
 */
export function resetPasswordProblemTitle(errors: FieldErrors): string | null {
  if (errors.password === resetPasswordTooShort) return authMessages.passwordTooShort;
  if (errors.confirmPassword === resetPasswordMismatch) return authMessages.passwordMismatch;
  return null;
}

/** A signed-in member's own new password (SPEC 5 "Member password change"). */
export const newPasswordSchema = z
  .string({ error: "New password must be at least 8 characters long" })
  .min(PASSWORD_MIN_LENGTH, "New password must be at least 8 characters long")
  .max(PASSWORD_MAX_LENGTH, "New password is too long");

const newPasswordsDiffer = "New passwords do not match";

/** A new password typed twice, as both own-password forms (a member's profile, an admin's Security) ask. */
const newPasswordTwice = {
  newPassword: newPasswordSchema,
  confirmPassword: z.string({ error: newPasswordsDiffer }),
};
const typedTwice: [
  (v: { newPassword: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [(v) => v.newPassword === v.confirmPassword, { message: newPasswordsDiffer, path: ["confirmPassword"] }];

/** SPEC 5 "Member password change": the new password twice, the current one neither shown nor checked. */
export const memberPasswordChangeSchema = z.object(newPasswordTwice).refine(...typedTwice);

/** An admin's own password change (Security): the current password as well, and a new one that differs. */
export const adminPasswordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(PASSWORD_MAX_LENGTH, "Password is too long"),
    ...newPasswordTwice,
  })
  .refine(...typedTwice)
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: "The new password must differ from the current one",
    path: ["newPassword"],
  });
export type AdminPasswordChange = z.output<typeof adminPasswordChangeSchema>;

/**
 * A name field a user may write through the auth API (null clears it). The API's JSON does not pass the
 * form guard, and better-auth checks its core fields without taking our output, so control characters
 * (NUL among them, which PostgreSQL refuses) are refused here rather than removed.
 */
export const accountNameSchema = (label: string, max = NAME_MAX_LENGTH) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} is too long`)
    .refine((v) => !hasControlCharacters(v), `${label} contains characters that are not allowed`)
    .nullable();

/**
 * better-auth's own user fields as a person may write them over /api/auth/* (sign-up, update-user):
 * the same limits as the app's forms. First and last name are checked as better-auth additional fields.
 */
export const authUserFieldsSchema = z.object({
  name: accountNameSchema("Name", FULL_NAME_MAX_LENGTH).optional(),
  email: z.string().max(EMAIL_MAX_LENGTH, "Email is too long").optional(),
  image: z
    .url({ protocol: /^https?$/, error: "Image must be a web address (http or https)" })
    .max(IMAGE_URL_MAX_LENGTH, "Image address is too long")
    .nullable()
    .optional(),
});
