import { useEffect } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import { authMessages } from "#core/auth/auth-messages.ts";
import { forgotPasswordSchema, signInSchema } from "#core/auth/auth-schemas.ts";
import { twoFactorCodeSchema } from "#core/auth/two-factor/two-factor-schemas.ts";
import { MY_WORK_PATH } from "#core/my-work/my-work.ts";
import { TwoFactorCodeForm } from "~/components/auth/two-factor-code-form";
import { AuthCard } from "~/components/layout/auth-card";
import { CurrentPasswordField } from "~/components/ui/auth-fields";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { dispatchIntent, intent } from "~/kit/intent-action.server";
import { authIntents, twoFactorIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { readQuery } from "~/kit/read-query.server";
import { redirectWithToast } from "~/kit/toast.server";
import { useClientValidation } from "~/kit/use-client-validation";
import {
  codeStepPath,
  forgotPasswordIntent,
  getSessionUser,
  safeRedirectPath,
  signIn,
  verifySignInCode,
} from "~/lib/auth.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => privatePageMeta("Admin Sign In");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request).catch(() => null);
  if (user?.role === "admin") throw redirect(MY_WORK_PATH);
  const query = readQuery(request);
  if (query.get("step") === "code") return { mode: "code" as const };
  return { mode: query.get("mode") === "forgot" ? ("forgot" as const) : ("signin" as const) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  // SPEC 8: the operator lands where they were going, greeted; after the password or after the code. A
  // plain sign-in (no page asked for) lands on My work, the operator's own day (decision 212).
  const signedIn = (to: string, headers: Headers) =>
    redirectWithToast(
      services.config,
      to,
      { type: "success", title: authMessages.loginSuccess, description: authMessages.loginSuccessDetail },
      headers,
    );
  return dispatchIntent(request, context, {
    entity: "Account",
    intents: {
      [authIntents.signIn]: intent({
        schema: signInSchema,
        // SPEC 8 "Admin login": the server's message, or "An unexpected error occurred."
        texts: { fields: "", role_check_failed: authMessages.unexpected },
        run: async (input) => {
          const { headers, codeRequired } = await signIn(services, request, input, "admin");
          const to = safeRedirectPath(readQuery(request).get("redirectTo"), MY_WORK_PATH, "/admin");
          // Two-factor on: the same page asks for the code (the pending sign-in rides in its cookie).
          if (codeRequired) return redirect(codeStepPath("/admin/login", to), { headers });
          return signedIn(to, headers);
        },
      }),
      [twoFactorIntents.code]: intent({
        schema: twoFactorCodeSchema,
        texts: { fields: "", role_check_failed: authMessages.unexpected },
        run: async ({ code }) => {
          const { headers } = await verifySignInCode(services, request, code, "admin");
          const to = safeRedirectPath(readQuery(request).get("redirectTo"), MY_WORK_PATH, "/admin");
          return signedIn(to, headers);
        },
      }),
      [authIntents.forgotPassword]: forgotPasswordIntent(context, request, "/admin/login"),
    },
  });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "code")
    return (
      <AuthCard title="Admin Sign In" subtitle="Two-factor sign-in.">
        <TwoFactorCodeForm
          result={actionData}
          startAgain="/admin/login"
          failureTitle={authMessages.loginFailed}
        />
      </AuthCard>
    );
  return <PasswordStep mode={loaderData.mode} actionData={actionData} />;
}

function PasswordStep({
  mode,
  actionData,
}: {
  mode: "signin" | "forgot";
  actionData: Route.ComponentProps["actionData"];
}) {
  const forgot = mode === "forgot";
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { errors, onSubmit } = useClientValidation(
    forgot ? forgotPasswordSchema : signInSchema,
    actionData?.errors,
  );

  useEffect(() => {
    if (actionData?.message) {
      toast.error(forgot ? authMessages.resetFailed : authMessages.loginFailed, {
        description: actionData.message,
      });
    }
  }, [actionData, forgot]);

  return (
    <AuthCard
      title={forgot ? "Reset Password" : "Admin Sign In"}
      subtitle={forgot ? "Enter your email and we will send you a reset link." : "Operators only."}
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <input type="hidden" name="intent" value={forgot ? authIntents.forgotPassword : authIntents.signIn} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={errors.email}
        />
        {forgot ? null : <CurrentPasswordField label="Password" required error={errors.password} />}
        {actionData?.message ? (
          <FormAlert>
            {forgot ? authMessages.resetFailed : authMessages.loginFailed}: {actionData.message}
          </FormAlert>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {forgot ? (busy ? "Sending..." : "Send Reset Link") : busy ? "Signing in..." : "Sign In"}
        </Button>
      </Form>
      <div className="mt-6 flex items-center justify-between text-sm">
        {forgot ? (
          <Link to="/admin/login" className="text-brass hover:underline">
            Back to sign in
          </Link>
        ) : (
          <Link to="/admin/login?mode=forgot" className="text-brass hover:underline">
            Forgot password?
          </Link>
        )}
        <Link to="/" className="text-mist hover:text-ivory">
          Back to site
        </Link>
      </div>
    </AuthCard>
  );
}
