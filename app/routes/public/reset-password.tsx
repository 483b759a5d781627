import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { authMessages } from "#core/auth/auth-messages.ts";
import { resetPasswordProblemTitle, resetPasswordSchema } from "#core/auth/auth-schemas.ts";
import type { UserRole } from "#core/enums.ts";
import { AuthCard } from "~/components/layout/auth-card";
import { FailureAlert, NewPasswordFields, SubmitButton } from "~/components/ui/auth-fields";
import { FormAlert } from "~/components/ui/field";
import { dispatchIntent, intent } from "~/kit/intent-action.server";
import { authIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { readQuery } from "~/kit/read-query.server";
import { isDomainError } from "~/kit/refusals.server";
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

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  return dispatchIntent(request, context, {
    entity: "Reset link",
    defaultIntent: authIntents.resetPassword,
    intents: {
      [authIntents.resetPassword]: intent({
        schema: resetPasswordSchema,
        // SPEC 8 "Admin reset page": "Update failed" with the server's message, or the unexpected text.
        texts: { fields: "" },
        // A form without its link's token names no link: the same answer as a spent one.
        whenInvalid: (errors) => (errors.token ? invalidLink(context, null) : undefined),
        run: async ({ token, password }) => {
          // Read before the reset: the reset spends the link.
          const role = await resetLinkAccountRole(services.db, token).catch(() => null);
          try {
            await resetPassword(services, { token, password });
          } catch (error) {
            if (isDomainError(error) && error.code === "not_found") return invalidLink(context, role);
            throw error;
          }
          return redirectWithToast(services.config, signInPath(role), {
            type: "success",
            title: authMessages.passwordUpdated,
            description: authMessages.passwordUpdatedDetail,
          });
        },
      }),
    },
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
        <input type="hidden" name="intent" value={authIntents.resetPassword} />
        <input type="hidden" name="token" value={loaderData.token} />
        {problem ? (
          <FormAlert>
            <strong>{problem}</strong>
          </FormAlert>
        ) : null}
        <NewPasswordFields label="New Password" errors={errors} />
        <FailureAlert title={authMessages.updateFailed} message={actionData?.message} />
        <SubmitButton busy={busy} busyLabel="Updating...">
          Update Password
        </SubmitButton>
      </Form>
      <Link to={backToLogin} className="mt-6 inline-block text-sm text-brass hover:underline">
        Back to login
      </Link>
    </AuthCard>
  );
}
