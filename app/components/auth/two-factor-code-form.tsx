// Sign-in's second step on both sign-in pages (decision 146): the 6-digit code from the authenticator
// app, or one recovery code. A plain form: it works without JavaScript.
import { Form, Link, useNavigation } from "react-router";
import type { FormResult } from "#core/forms/form-result.ts";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { twoFactorIntents } from "~/kit/intents";

export function TwoFactorCodeForm(props: {
  result: FormResult | undefined;
  startAgain: string;
  /** The page's own words before a failure ("Login failed" on the admins' page; none for members). */
  failureTitle?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const failed = props.result && !props.result.ok ? props.result : undefined;
  return (
    <>
      <Form method="post" noValidate className="space-y-6">
        <input type="hidden" name="intent" value={twoFactorIntents.code} />
        <p className="text-sm text-mist">
          Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery
          codes instead.
        </p>
        <Field
          label="Authentication code"
          name="code"
          autoComplete="one-time-code"
          autoFocus
          required
          error={failed?.errors?.code}
        />
        {failed?.message ? (
          <div id="code-failure">
            <FormAlert>
              {props.failureTitle ? `${props.failureTitle}: ` : null}
              {failed.message}
            </FormAlert>
          </div>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Verifying..." : "Verify"}
        </Button>
      </Form>
      <div className="mt-6 text-sm">
        <Link to={props.startAgain} className="text-brass hover:underline">
          Start again
        </Link>
      </div>
    </>
  );
}
