import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import { authMessages } from "#core/auth/auth-messages.ts";
import { forgotPasswordSchema, signInSchema } from "#core/auth/auth-schemas.ts";
import { type FormResult, fieldErrors } from "#core/forms/form-result.ts";
import { AuthCard } from "~/components/layout/auth-card";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { privatePageMeta } from "~/kit/page-meta";
import { readFormFields } from "~/kit/read-form.server";
import { readQuery } from "~/kit/read-query.server";
import { redirectWithToast } from "~/kit/toast.server";
import { useClientValidation } from "~/kit/use-client-validation";
import { getSessionUser, safeRedirectPath, signIn } from "~/lib/auth.server";
import { forgotPassword } from "~/lib/forgot-password.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => privatePageMeta("Admin Sign In");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context.services, request).catch(() => null);
  if (user?.role === "admin") throw redirect("/admin");
  return { mode: readQuery(request).get("mode") === "forgot" ? ("forgot" as const) : ("signin" as const) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormFields(request);
  if ("answer" in read) return read.answer;
  const form = read.fields;
  const fail = (result: Omit<FormResult, "ok">, status: number) =>
    data<FormResult>({ ok: false, ...result }, { status });
  if (form.intent === "forgot") {
    const reset = await forgotPassword(context, request, form, "/admin/login");
    if ("sent" in reset) return reset.sent;
    const { status, ...refused } = reset.refused;
    return fail(refused, status);
  }

  const parsed = signInSchema.safeParse(form);
  if (!parsed.success) return fail({ errors: fieldErrors(parsed.error), message: "" }, 400);
  const result = await signIn(context.services, request, parsed.data, "admin");
  if (result.ok) {
    const to = safeRedirectPath(readQuery(request).get("redirectTo"), "/admin", "/admin");
    return redirectWithToast(
      context.services.config,
      to,
      { type: "success", title: authMessages.loginSuccess, description: authMessages.loginSuccessDetail },
      result.headers,
    );
  }
  const message =
    result.reason === "wrong-role"
      ? authMessages.adminAccessDenied
      : result.reason === "error" || result.reason === "role-unverified"
        ? authMessages.unexpected
        : result.message;
  return fail({ message }, result.reason === "rate-limited" ? 429 : 400);
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const forgot = loaderData.mode === "forgot";
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
        <input type="hidden" name="intent" value={forgot ? "forgot" : "sign-in"} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={errors.email}
        />
        {forgot ? null : (
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
        )}
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
