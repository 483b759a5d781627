// User Management's form (SPEC section 5): a valid e-mail, role admin or member (default member),
// names optional.

import { userRoles } from "#core/enums.ts";
import { optionalText } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";

const optionalName = optionalText(100, { tooLong: "Names must be at most 100 characters" });

export const userFormSchema = z.object({
  email: z
    .string({ error: "Invalid email address" })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email("Invalid email address")),
  firstName: optionalName,
  lastName: optionalName,
  role: z.enum(userRoles).default("member"),
});
export type UserInput = z.infer<typeof userFormSchema>;

/** Editing changes names and role; the e-mail is the sign-in identity and stays as it is. */
export const userUpdateSchema = userFormSchema.omit({ email: true });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userMessages = {
  selfDelete: "You cannot delete your own account.",
  selfDemote: "You cannot remove your own admin role.",
  lastAdmin: "There must always be at least one admin.",
  emailTaken: "A user with this email address already exists.",
  /** SPEC 8: the browser's confirmation before Delete names the user's e-mail. */
  confirmDelete: (email: string) => `Are you sure you want to delete the user ${email}?`,
  /** The Add User toast: the spec's "User created successfully", and where the invitation went. */
  invited: (createdText: string, email: string) => `${createdText}. An invitation was sent to ${email}.`,
} as const;

/** A user's role and two-factor sign-in, as User Management, its dialog and its CSV write them. */
export const roleLabels = { admin: "Admin", member: "Member" } as const;
export const twoFactorLabel = (enabled: boolean) => (enabled ? "On" : "Off");
