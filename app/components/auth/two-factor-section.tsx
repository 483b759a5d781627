// One's own two-factor sign-in (decision 146), on the admins' Security page and the members' My
// Profile: off (the password starts enrolment), waiting for the first code (the QR code and the key
// as text), or on (turn off with the password). The recovery codes appear once, in the answer to the
// first code. Plain forms: every step works without JavaScript.
import { Form, useNavigation } from "react-router";
import type { FormResult } from "#core/forms/form-result.ts";
import { CurrentPasswordField } from "~/components/ui/auth-fields";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { twoFactorIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import type { getTwoFactorState } from "~/lib/auth.server";

export type TwoFactorResult = FormResult<{ recoveryCodes?: string[] }> | undefined;

function QrCode({ qr }: { qr: { size: number; path: string } }) {
  return (
    <svg
      role="img"
      aria-label="QR code for your authenticator app"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      className="size-48 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

function OwnForm(props: { userId: string; intent: string; children: React.ReactNode }) {
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.userId} />
      {props.children}
    </Form>
  );
}

export function TwoFactorSection(props: {
  userId: string;
  state: Loaded<typeof getTwoFactorState>;
  result: TwoFactorResult;
}) {
  const { state, userId } = props;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  // Only this section's own answers are shown here (a page has other forms).
  const own = Object.values(twoFactorIntents).includes(props.result?.intent as never)
    ? props.result
    : undefined;
  const failed = own && !own.ok ? own : undefined;
  const recoveryCodes = own?.ok ? own.recoveryCodes : undefined;

  return (
    <div className="space-y-5">
      <p className="text-sm">
        Status:{" "}
        <strong data-testid="two-factor-status">
          {state.state === "on" ? "On" : state.state === "pending" ? "Waiting for your first code" : "Off"}
        </strong>
      </p>
      {recoveryCodes ? (
        <div className="space-y-3 border border-brass/60 p-4">
          <h3 className="text-sm tracking-[0.16em] uppercase">Recovery codes</h3>
          <p className="text-sm text-mist">
            Keep these somewhere safe. Each one signs you in once if you lose your phone. They are shown only
            now.
          </p>
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {failed && !failed.errors ? <FormAlert>{failed.message}</FormAlert> : null}
      {state.state === "off" ? (
        <OwnForm userId={userId} intent={twoFactorIntents.start}>
          <p className="text-sm text-mist">
            Sign in with a code from an authenticator app as well as your password. Enter your password to
            start.
          </p>
          <CurrentPasswordField
            label="Current password"
            required
            error={failed?.intent === twoFactorIntents.start ? failed.errors?.password : undefined}
          />
          <Button type="submit" disabled={busy}>
            Set Up Two-Factor Sign-In
          </Button>
        </OwnForm>
      ) : null}
      {state.state === "pending" ? (
        <OwnForm userId={userId} intent={twoFactorIntents.confirm}>
          <p className="text-sm text-mist">
            Scan the QR code with your authenticator app, or type the key into it. Then enter the 6-digit code
            it shows: two-factor sign-in is on once the code is accepted.
          </p>
          <QrCode qr={state.qr} />
          <p className="text-sm">
            Key:{" "}
            <code data-testid="two-factor-secret" className="font-mono break-all">
              {state.secret}
            </code>
          </p>
          <Field
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={failed?.intent === twoFactorIntents.confirm ? failed.errors?.code : undefined}
          />
          <Button type="submit" disabled={busy}>
            Turn On
          </Button>
        </OwnForm>
      ) : null}
      {state.state === "on" ? (
        <OwnForm userId={userId} intent={twoFactorIntents.disable}>
          <p className="text-sm text-mist">
            {state.recoveryCodesLeft} unused recovery {state.recoveryCodesLeft === 1 ? "code" : "codes"} left.
            To turn two-factor sign-in off, enter your password.
          </p>
          <CurrentPasswordField
            label="Current password"
            required
            error={failed?.intent === twoFactorIntents.disable ? failed.errors?.password : undefined}
          />
          <Button type="submit" variant="outline" disabled={busy}>
            Turn Off
          </Button>
        </OwnForm>
      ) : null}
    </div>
  );
}
