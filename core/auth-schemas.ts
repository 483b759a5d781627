// One zod schema per auth form, parsed in the browser and again in the route action (SPEC section 5).
import { z } from "./zod.ts";

/** A text field that must be present and not blank; a missing field gets the same message. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Invalid email address"));
const requiredPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(128, "Password is too long");

export const signInSchema = z.object({ email, password: requiredPassword });
export type SignInInput = z.infer<typeof signInSchema>;

export const memberSignUpSchema = z
  .object({
    email,
    firstName: requiredText("First name is required").max(100, "First name is too long"),
    lastName: requiredText("Last name is required").max(100, "Last name is too long"),
    password: z
      .string({ error: "Password is required" })
      .min(1, "Password is required")
      .min(8, "Password must be at least 8 characters long")
      .max(128, "Password is too long"),
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

/** The reset page (SPEC: admin reset minimum 6, messages with a full stop). */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: "This reset link is invalid or has expired." })
      .min(1, "This reset link is invalid or has expired."),
    password: z
      .string({ error: "Password must be at least 6 characters long." })
      .min(6, "Password must be at least 6 characters long.")
      .max(128, "Password is too long."),
    confirmPassword: z.string({ error: "Passwords do not match." }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords do not match.",
    path: ["confirmPassword"],
  });

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, the shape every form shows beside its inputs. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
