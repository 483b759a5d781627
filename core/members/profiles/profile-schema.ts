// My Profile (SPEC 2 and 5): the spec has no validation for the profile; lengths are limited and
// control characters removed as on every other form of the app. The password change keeps the spec's texts.
import { memberPasswordChangeSchema, NAME_MAX_LENGTH } from "#core/auth/auth-schemas.ts";
import { optionalText } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";

export const PHONE_MAX_LENGTH = 40;

export const profileSchema = z.object({
  firstName: optionalText(NAME_MAX_LENGTH, { tooLong: "First name is too long" }),
  lastName: optionalText(NAME_MAX_LENGTH, { tooLong: "Last name is too long" }),
  phone: optionalText(PHONE_MAX_LENGTH, { tooLong: "Phone is too long" }),
});
export type ProfileInput = z.output<typeof profileSchema>;

/** Update Password (SPEC 5): the new password twice, one schema with the admins' own form. */
export const passwordChangeSchema = memberPasswordChangeSchema;

export const profileMessages = {
  loadFailed: "Failed to load profile data",
  updated: "Profile updated successfully",
  updateFailed: "Failed to update profile",
  passwordUpdated: "Password updated successfully",
  passwordFailed: "Failed to update password",
  emailReadOnly: "Email cannot be changed. Contact support if you need to update your email.",
} as const;
