// The fields, alert and button the sign-in, sign-up and reset forms share, so each reads and labels
// them the same way (the accessible names the auth e2e tests find them by).
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";

/** The e-mail field: `username` where it names an existing account, `email` where it makes one. */
export function EmailField(props: {
  autoComplete: "username" | "email";
  defaultValue?: string;
  error?: string;
}) {
  return <Field label="Email" name="email" type="email" {...props} />;
}

/** The account's current password: signing in, and confirming a change to two-factor sign-in. */
export function CurrentPasswordField(props: { label: string; error?: string; required?: boolean }) {
  return <Field name="password" type="password" autoComplete="current-password" {...props} />;
}

/** A new password and its confirmation, as sign-up and the reset page ask for them. */
export function NewPasswordFields({
  label,
  errors,
}: {
  label: string;
  errors: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <Field
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  );
}

/** The server's message after the form's failure title ("Update failed: ..."), when there is one. */
export function FailureAlert({ title, message }: { title: string; message: string | undefined }) {
  return message ? (
    <FormAlert>
      {title}: {message}
    </FormAlert>
  ) : null;
}

/** The form's full-width submit, disabled and saying what it does while the form is sent. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className="w-full" disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
