import { Tabs } from "radix-ui";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import { authMessages } from "#core/auth/auth-messages.ts";
import { forgotPasswordSchema, memberSignUpSchema, signInSchema } from "#core/auth/auth-schemas.ts";
import { loginTabFrom, loginTabLabels, loginTabs } from "#core/auth/login-tabs.ts";
import { type FormResult, fieldErrors } from "#core/forms/form-result.ts";
import { AuthCard } from "~/components/layout/auth-card";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { privatePageMeta } from "~/kit/page-meta";
import { readFormFields } from "~/kit/read-form.server";
import { readQuery } from "~/kit/read-query.server";
import { revalidateUnlessTabSwitch, useSearchTab } from "~/kit/search-tab";
import { useClientValidation } from "~/kit/use-client-validation";
import {
  getSessionUser,
  resendVerification,
  safeRedirectPath,
  signIn,
  signUpMember,
} from "~/lib/auth.server";
import { forgotPassword } from "~/lib/forgot-password.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => privatePageMeta("Members Sign In");

type MemberFormExtra = {
  unverifiedEmail?: string;
  values?: { email?: string; firstName?: string; lastName?: string };
};
/** The page's answers in the one form result shape; `intent` says which tab's form answered. */
type MemberFormResult = FormResult<MemberFormExtra>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context.services, request).catch(() => null);
  if (user?.role === "member") throw redirect("/members");
  const params = readQuery(request);
  const notice = params.has("error")
    ? { tone: "error" as const, text: authMessages.verificationLinkInvalid }
    : params.get("verified") === "1"
      ? { tone: "success" as const, text: authMessages.emailVerified }
      : null;
  return {
    mode: params.get("mode") === "forgot" ? ("forgot" as const) : ("signin" as const),
    notice,
  };
}

export const shouldRevalidate = revalidateUnlessTabSwitch;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormFields<MemberFormExtra>(request);
  if ("answer" in read) return read.answer;
  const form = read.fields;
  const { services } = context;
  const fail = (result: Omit<MemberFormResult, "ok" | "message"> & { message?: string }, status = 400) =>
    data<MemberFormResult>({ ok: false, message: "", ...result }, { status });
  const done = (intent: string, message: string) => data<MemberFormResult>({ ok: true, intent, message });

  // Forgot password: the admin login's reset, returning to the members' sign-in once the link is sent.
  if (form.intent === "forgot") {
    const reset = await forgotPassword(context, request, form, "/members/login");
    if ("sent" in reset) return reset.sent;
    const { status, ...refused } = reset.refused;
    return fail({ intent: "forgot", values: { email: String(form.email ?? "") }, ...refused }, status);
  }

  if (form.intent === "resend") {
    const parsed = forgotPasswordSchema.safeParse(form);
    if (!parsed.success) return fail({ intent: "resend", errors: fieldErrors(parsed.error) });
    const sent = await resendVerification(services, request, parsed.data.email);
    if (!sent.ok) return fail({ intent: "resend", message: sent.message }, 429);
    return done("resend", authMessages.verificationSent);
  }

  if (form.intent === "sign-up") {
    const parsed = memberSignUpSchema.safeParse(form);
    const values = {
      email: String(form.email ?? ""),
      firstName: String(form.firstName ?? ""),
      lastName: String(form.lastName ?? ""),
    };
    if (!parsed.success) return fail({ intent: "sign-up", errors: fieldErrors(parsed.error), values });
    const result = await signUpMember(services, request, parsed.data);
    if (!result.ok)
      return fail(
        { intent: "sign-up", message: result.message ?? authMessages.signupFailed, values },
        result.rateLimited ? 429 : 400,
      );
    return done("sign-up", authMessages.signupSuccess);
  }

  const parsed = signInSchema.safeParse(form);
  const values = { email: String(form.email ?? "") };
  if (!parsed.success) return fail({ intent: "sign-in", errors: fieldErrors(parsed.error), values });
  const result = await signIn(services, request, parsed.data, "member");
  if (result.ok) {
    const to = safeRedirectPath(readQuery(request).get("redirectTo"), "/members", "/members");
    return redirect(to, { headers: result.headers });
  }
  switch (result.reason) {
    case "unverified":
      return fail(
        {
          intent: "sign-in",
          errors: {},
          message: authMessages.verifyFirst,
          unverifiedEmail: parsed.data.email,
          values,
        },
        403,
      );
    case "wrong-role":
      return fail({ intent: "sign-in", message: authMessages.memberAccessDenied, values }, 403);
    case "role-unverified":
      return fail({ intent: "sign-in", message: authMessages.memberPermissionCheckFailed, values }, 500);
    case "error":
      return fail({ intent: "sign-in", message: authMessages.memberUnexpected, values }, 500);
    default:
      return fail(
        { intent: "sign-in", message: result.message, values },
        result.reason === "rate-limited" ? 429 : 400,
      );
  }
}

function SignInForm({ result }: { result: MemberFormResult | undefined }) {
  // The sign-in tab also shows an answer that names no form (a request that could not be read).
  const mine = result && result.intent !== "sign-up" ? result : undefined;
  const { errors, onSubmit } = useClientValidation(
    signInSchema,
    mine?.intent === "sign-in" ? mine.errors : undefined,
  );
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6">
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <input type="hidden" name="intent" value="sign-in" />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={mine?.values?.email}
          error={errors.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        {mine?.message ? <FormAlert tone={mine.ok ? "success" : "error"}>{mine.message}</FormAlert> : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </Form>
      <p className="text-center text-sm">
        <Link to="/members/login?mode=forgot" className="text-brass hover:underline">
          Forgot password?
        </Link>
      </p>
      {mine?.unverifiedEmail ? (
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={mine.unverifiedEmail} />
          <Button type="submit" variant="outline" className="w-full" disabled={busy}>
            Send verification email again
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

function SignUpForm({ result }: { result: MemberFormResult | undefined }) {
  const mine = result?.intent === "sign-up" ? result : undefined;
  const { errors, onSubmit } = useClientValidation(memberSignUpSchema, mine?.errors);
  const busy = useNavigation().state === "submitting";
  if (mine?.ok) return <FormAlert tone="success">{mine.message}</FormAlert>;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <input type="hidden" name="intent" value="sign-up" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          defaultValue={mine?.values?.firstName}
          error={errors.firstName}
        />
        <Field
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          defaultValue={mine?.values?.lastName}
          error={errors.lastName}
        />
      </div>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={mine?.values?.email}
        error={errors.email}
      />
      <Field
        label="Password"
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
      {mine?.message ? <FormAlert>{mine.message}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Creating account..." : "Create Account"}
      </Button>
    </Form>
  );
}

/** The admin login's reset mode, for members: e-mail, Send Reset Link, the spec's texts. */
function ForgotPasswordForm({ result }: { result: MemberFormResult | undefined }) {
  const mine = result?.intent === "forgot" || !result?.intent ? result : undefined;
  const { errors, onSubmit } = useClientValidation(forgotPasswordSchema, mine?.errors);
  const busy = useNavigation().state === "submitting";
  useEffect(() => {
    if (mine?.message) toast.error(authMessages.resetFailed, { description: mine.message });
  }, [mine]);
  return (
    <div className="space-y-6">
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <input type="hidden" name="intent" value="forgot" />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={mine?.values?.email}
          error={errors.email}
        />
        {mine?.message ? (
          <FormAlert>
            {authMessages.resetFailed}: {mine.message}
          </FormAlert>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send Reset Link"}
        </Button>
      </Form>
      <p className="text-center text-sm">
        <Link to="/members/login" className="text-brass hover:underline">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}

export default function MembersLogin({ loaderData, actionData }: Route.ComponentProps) {
  // The sign-up form posts to this URL, ?tab=signup included, so its answer shows on its own tab.
  const [tab, setTab] = useSearchTab(loginTabFrom, "signin");
  const triggerClass =
    "flex-1 border-b-2 border-transparent pb-3 text-xs tracking-[0.2em] uppercase text-mist data-[state=active]:border-brass data-[state=active]:text-ivory";
  const backToSite = (
    <p className="mt-8 text-center text-sm">
      <Link to="/" className="text-mist hover:text-ivory">
        Back to site
      </Link>
    </p>
  );
  if (loaderData.mode === "forgot") {
    return (
      <AuthCard title="Reset Password" subtitle="Enter your email and we will send you a reset link.">
        <ForgotPasswordForm result={actionData} />
        {backToSite}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Members Portal" subtitle="Private access for enrolled clients.">
      {loaderData.notice ? (
        <div className="mb-6">
          <FormAlert tone={loaderData.notice.tone}>{loaderData.notice.text}</FormAlert>
        </div>
      ) : null}
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label="Sign in or sign up" className="mb-8 flex gap-4 border-b border-line">
          {loginTabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className={triggerClass}>
              {loginTabLabels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="signin">
          <SignInForm result={actionData} />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignUpForm result={actionData} />
        </Tabs.Content>
      </Tabs.Root>
      {backToSite}
    </AuthCard>
  );
}
