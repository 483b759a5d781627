// My Profile (SPEC 2 and 5): the spec has no validation for the profile; lengths and control characters
// are limited as on every other form of the app. The password change keeps the spec's texts.
import { NAME_MAX_LENGTH, newPasswordSchema } from "#core/auth/auth-schemas.ts";
import { z } from "#core/forms/zod.ts";

export const PHONE_MAX_LENGTH = 40;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Optional single-line text: trimmed, white space collapsed, empty stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .optional()
    .transform((v) => (v ?? "").replace(/\s+/g, " ").trim())
    .refine((v) => v.length <= max, `${label} is too long`)
    .refine((v) => !CONTROL_CHARACTERS.test(v), `${label} contains characters that are not allowed`)
    .transform((v) => (v === "" ? null : v));

export const profileSchema = z.object({
  firstName: optionalText("First name", NAME_MAX_LENGTH),
  lastName: optionalText("Last name", NAME_MAX_LENGTH),
  phone: optionalText("Phone", PHONE_MAX_LENGTH),
});
export type ProfileInput = z.output<typeof profileSchema>;

export const passwordChangeSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: "New passwords do not match" }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "New passwords do not match",
    path: ["confirmPassword"],
  });

export const profileMessages = {
  loadFailed: "Failed to load profile data",
  updated: "Profile updated successfully",
  updateFailed: "Failed to update profile",
  passwordUpdated: "Password updated successfully",
  passwordFailed: "Failed to update password",
  emailReadOnly: "Email cannot be changed. Contact support if you need to update your email.",
} as const;
