import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { authMessages } from "#core/auth/auth-messages.ts";
import { resetPasswordProblemTitle, resetPasswordSchema } from "#core/auth/auth-schemas.ts";
import type { UserRole } from "#core/enums.ts";
import { type FormResult, fieldErrors } from "#core/forms/form-result.ts";
import { AuthCard } from "~/components/layout/auth-card";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { privatePageMeta } from "~/kit/page-meta";
import { readFormFields } from "~/kit/read-form.server";
import { readQuery } from "~/kit/read-query.server";
import { redirectWithToast } from "~/kit/toast.server";
import { useClientValidation } from "~/kit/use-client-validation";
import { resetLinkAccountRole, resetLinkOf, resetPassword, signInPath } from "~/lib/auth.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => privatePageMeta("Reset Password");

/** The spec's "Invalid reset link" (then go to login): the toast rides to the sign-in page. */
const invalidLink = (context: Route.LoaderArgs["context"], role: UserRole | null) =>
  redirectWithToast(context.services.config, signInPath(role), {
    type: "error",
    title: authMessages.invalidResetLink,
    description: authMessages.invalidResetLinkDetail,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readQuery(request);
  // better-auth checks the e-mailed link first and sends ?error=INVALID_TOKEN when it is stale.
  const token = params.has("error") ? null : params.get("token") || null;
  const link = token ? await resetLinkOf(context.services.db, token) : null;
  // A link that names no account goes to the spec's /admin/login; one that does, to its own sign-in.
  if (!token || !link?.live) throw await invalidLink(context, link?.role ?? null);
  return { token, signIn: signInPath(link.role) };
}

type ResetResult = FormResult;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormFields(request);
  if ("answer" in read) return read.answer;
  const fail = (result: Omit<ResetResult, "ok">, status: number) =>
    data<ResetResult>({ ok: false, ...result }, { status });
  const parsed = resetPasswordSchema.safeParse(read.fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (errors.token) return invalidLink(context, null);
    return fail({ errors, message: "" }, 400);
  }
  // Read before the reset: the reset spends the link.
  const role = await resetLinkAccountRole(context.services.db, parsed.data.token).catch(() => null);
  try {
    const result = await resetPassword(context.services, {
      token: parsed.data.token,
      password: parsed.data.password,
    });
    if (!result.ok) {
      if (result.invalidToken) return invalidLink(context, role);
      return fail({ message: result.message }, 400);
    }
  } catch (error) {
    context.services.logger.error({ err: error, reqId: context.requestId }, "password reset failed");
    return fail({ message: authMessages.unexpected }, 500);
  }
  return redirectWithToast(context.services.config, signInPath(role), {
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
  const backToLogin = loaderData.signIn;
  const problem = resetPasswordProblemTitle(errors);
  return (
    <AuthCard title="Set a New Password" subtitle="Choose a new password for your account." inMain>
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <input type="hidden" name="token" value={loaderData.token} />
        {problem ? (
          <FormAlert>
            <strong>{problem}</strong>
          </FormAlert>
        ) : null}
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
