import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { authMessages } from "#core/auth/auth-messages.ts";
import { resetPasswordSchema } from "#core/auth/auth-schemas.ts";
import { type FormResult, fieldErrors } from "#core/forms/form-result.ts";
import { AuthCard } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { resetLinkAccountRole, resetPassword, signInPath } from "~/lib/auth.server";
import { privatePageMeta } from "~/lib/page-meta";
import { readFormFields } from "~/lib/read-form.server";
import { readQuery } from "~/lib/read-query.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useClientValidation } from "~/lib/use-client-validation";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => privatePageMeta("Reset Password");

/**
 * The sign-in page that admits the link's account (the members' for a member, the spec's /admin/login
 * for an admin); null when the link names no account. Only the link's holder learns it.
 */
async function signInPathOfLink(context: Route.LoaderArgs["context"], token: string | null) {
  if (!token) return null;
  const role = await resetLinkAccountRole(context.services.db, token).catch(() => null);
  return role ? signInPath(role) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readQuery(request);
  // better-auth checks the e-mailed link first and sends ?error=INVALID_TOKEN when it is stale.
  const token = params.has("error") ? null : params.get("token") || null;
  return { token, signIn: await signInPathOfLink(context, token) };
}

type ResetResult = FormResult<{ invalidLink?: boolean }>;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormFields<{ invalidLink?: boolean }>(request);
  if ("answer" in read) return read.answer;
  const fail = (result: Omit<ResetResult, "ok">, status: number) =>
    data<ResetResult>({ ok: false, ...result }, { status });
  const parsed = resetPasswordSchema.safeParse(read.fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return fail({ errors, invalidLink: Boolean(errors.token), message: "" }, 400);
  }
  // Read before the reset: the reset spends the link.
  const signIn = await signInPathOfLink(context, parsed.data.token);
  try {
    const result = await resetPassword(context.services, {
      token: parsed.data.token,
      password: parsed.data.password,
    });
    if (!result.ok) {
      return fail(
        { invalidLink: result.invalidToken, message: result.invalidToken ? "" : result.message },
        400,
      );
    }
  } catch (error) {
    context.services.logger.error({ err: error, reqId: context.requestId }, "password reset failed");
    return fail({ invalidLink: false, message: authMessages.unexpected }, 500);
  }
  return redirectWithToast(context.services.config, signIn ?? signInPath(null), {
    type: "success",
    title: authMessages.passwordUpdated,
    description: authMessages.passwordUpdatedDetail,
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { errors, onSubmit } = useClientValidation(resetPasswordSchema, actionData?.errors);
  const busy = useNavigation().state === "submitting";
  useEffect(() => {
    if (actionData?.message) toast.error(authMessages.updateFailed, { description: actionData.message });
  }, [actionData]);

  // The spec's back link is /admin/login; a member's link leads back to the members' sign-in instead.
  const backToLogin = loaderData.signIn ?? "/admin/login";
  if (!loaderData.token || actionData?.invalidLink) {
    return (
      <AuthCard title={authMessages.invalidResetLink}>
        <p className="text-mist">{authMessages.invalidResetLinkDetail}</p>
        <div className="mt-8 flex flex-wrap justify-between gap-4">
          <Link to={backToLogin} className="text-brass hover:underline">
            Back to login
          </Link>
          {/* A stale link names no account: the members' sign-in is offered beside the spec's. */}
          {loaderData.signIn ? null : (
            <Link to="/members/login" className="text-mist hover:text-ivory">
              Members sign in
            </Link>
          )}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a New Password" subtitle="Choose a new password for your account.">
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          label="New Password"
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
        {actionData?.message ? (
          <FormAlert>
            {authMessages.updateFailed}: {actionData.message}
          </FormAlert>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Updating..." : "Update Password"}
        </Button>
      </Form>
      <Link to={backToLogin} className="mt-6 inline-block text-sm text-brass hover:underline">
        Back to login
      </Link>
    </AuthCard>
  );
}
