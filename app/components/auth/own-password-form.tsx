// An admin's own password on the Security page: the current password, then the new one twice. A plain
// form (it works without JavaScript); the browser checks it with the action's own schema first. On
// success the other sessions are signed out, this one stays, and the fields are cleared.
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { adminPasswordChangeSchema } from "#core/auth/auth-schemas.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { accountIntents } from "~/kit/intents";
import { useClientValidation } from "~/kit/use-client-validation";

export function OwnPasswordForm(props: { userId: string; result: FormResult | undefined }) {
  // Only this form's own answers (the page has other forms).
  const own = props.result?.intent === accountIntents.changePassword ? props.result : undefined;
  const { errors, onSubmit } = useClientValidation(adminPasswordChangeSchema, own?.errors);
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("intent") === accountIntents.changePassword;
  useEffect(() => {
    if (own?.ok) form.current?.reset();
  }, [own]);
  const password = (label: string, name: string, autoComplete: string) => (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      error={errors[name]}
    />
  );
  return (
    <Form ref={form} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <input type="hidden" name="intent" value={accountIntents.changePassword} />
      <input type="hidden" name="id" value={props.userId} />
      {password("Current Password", "currentPassword", "current-password")}
      {password("New Password", "newPassword", "new-password")}
      {password("Confirm New Password", "confirmPassword", "new-password")}
      {own?.ok ? <FormAlert tone="success">{own.message}</FormAlert> : null}
      {own && !own.ok && !own.errors ? <FormAlert>{own.message}</FormAlert> : null}
      <Button type="submit" disabled={busy}>
        {busy ? "Changing..." : "Change Password"}
      </Button>
    </Form>
  );
}
