import { Tabs } from "radix-ui";
import { useEffect } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import { authMessages } from "#core/auth/auth-messages.ts";
import { forgotPasswordSchema, memberSignUpSchema, signInSchema } from "#core/auth/auth-schemas.ts";
import { loginTabFrom, loginTabLabels, loginTabs } from "#core/auth/login-tabs.ts";
import { twoFactorCodeSchema } from "#core/auth/two-factor/two-factor-schemas.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { TwoFactorCodeForm } from "~/components/auth/two-factor-code-form";
import { AuthCard } from "~/components/layout/auth-card";
import {
  CurrentPasswordField,
  EmailField,
  FailureAlert,
  NewPasswordFields,
  SubmitButton,
} from "~/components/ui/auth-fields";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { dispatchIntent, intent } from "~/kit/intent-action.server";
import { authIntents, twoFactorIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { readQuery } from "~/kit/read-query.server";
import { revalidateUnlessTabSwitch, useSearchTab } from "~/kit/search-tab";
import { useClientValidation } from "~/kit/use-client-validation";
import {
  codeStepPath,
  forgotPasswordIntent,
  getSessionUser,
  resendVerification,
  safeRedirectPath,
  signIn,
  signUpMember,
  verifySignInCode,
} from "~/lib/auth.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => privatePageMeta("Members Sign In");

type MemberFormExtra = {
  unverifiedEmail?: string;
  values?: { email?: string; firstName?: string; lastName?: string };
};
/** The page's answers in the one form result shape; `intent` says which tab's form answered. */
type MemberFormResult = FormResult<MemberFormExtra>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request).catch(() => null);
  if (user?.role === "member") throw redirect("/members");
  const params = readQuery(request);
  const notice = params.has("error")
    ? { tone: "error" as const, text: authMessages.verificationLinkInvalid }
    : params.get("verified") === "1"
      ? { tone: "success" as const, text: authMessages.emailVerified }
      : null;
  const mode = params.get("step") === "code" ? "code" : params.get("mode") === "forgot" ? "forgot" : "signin";
  return { mode: mode as "code" | "forgot" | "signin", notice };
}

export const shouldRevalidate = revalidateUnlessTabSwitch;

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const email = (posted: Record<string, string>) => ({ email: posted.email ?? "" });
  return dispatchIntent<MemberFormExtra>(request, context, {
    entity: "Account",
    // Signing up and sending the e-mail again are answered on the page; signing in leaves it.
    answersInline: true,
    intents: {
      [authIntents.signIn]: intent({
        schema: signInSchema,
        // SPEC 8 "Member sign-in": the server's message, or the page's own words for these.
        texts: {
          fields: "",
          unverified: authMessages.verifyFirst,
          unexpected: authMessages.memberUnexpected,
        },
        kept: (posted, error): MemberFormExtra => ({
          values: email(posted),
          // An account that is not verified yet gets the button to send the e-mail again.
          ...(error?.code === "unverified" ? { unverifiedEmail: posted.email?.trim() } : {}),
        }),
        run: async (input) => {
          const { headers, codeRequired } = await signIn(services, request, input, "member");
          const to = safeRedirectPath(readQuery(request).get("redirectTo"), "/members", "/members");
          // Two-factor on: the same page asks for the code (the pending sign-in rides in its cookie).
          if (codeRequired) return redirect(codeStepPath("/members/login", to), { headers });
          return redirect(to, { headers });
        },
      }),
      [twoFactorIntents.code]: intent({
        schema: twoFactorCodeSchema,
        texts: { fields: "", unexpected: authMessages.memberUnexpected },
        run: async ({ code }) => {
          const { headers } = await verifySignInCode(services, request, code, "member");
          const to = safeRedirectPath(readQuery(request).get("redirectTo"), "/members", "/members");
          return redirect(to, { headers });
        },
      }),
      [authIntents.signUp]: intent({
        schema: memberSignUpSchema,
        // SPEC 8 "Signup": "Failed to create account" or the server's message.
        texts: { fields: "", unexpected: authMessages.signupFailed },
        kept: (posted): MemberFormExtra => ({
          values: { ...email(posted), firstName: posted.firstName ?? "", lastName: posted.lastName ?? "" },
        }),
        run: async (input) => {
          await signUpMember(services, request, input);
          return authMessages.signupSuccess;
        },
      }),
      [authIntents.resendVerification]: intent({
        schema: forgotPasswordSchema,
        texts: { fields: "" },
        run: async (input) => {
          await resendVerification(services, request, input.email);
          return authMessages.verificationSent;
        },
      }),
      // The admin login's reset, returning to the members' sign-in once the link is sent.
      [authIntents.forgotPassword]: forgotPasswordIntent(context, request, "/members/login", (posted) => ({
        values: email(posted),
      })),
    },
  });
}

function SignInForm({ result }: { result: MemberFormResult | undefined }) {
  // The sign-in tab also shows an answer that names no form (a request that could not be read).
  const mine = result && result.intent !== authIntents.signUp ? result : undefined;
  const { errors, onSubmit } = useClientValidation(
    signInSchema,
    mine?.intent === authIntents.signIn ? mine.errors : undefined,
  );
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6">
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <input type="hidden" name="intent" value={authIntents.signIn} />
        <EmailField autoComplete="username" defaultValue={mine?.values?.email} error={errors.email} />
        <CurrentPasswordField label="Password" error={errors.password} />
        {mine?.message ? <FormAlert tone={mine.ok ? "success" : "error"}>{mine.message}</FormAlert> : null}
        <SubmitButton busy={busy} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
      </Form>
      <p className="text-center text-sm">
        <Link to="/members/login?mode=forgot" className="text-brass hover:underline">
          Forgot password?
        </Link>
      </p>
      {mine?.unverifiedEmail ? (
        <Form method="post">
          <input type="hidden" name="intent" value={authIntents.resendVerification} />
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
  const mine = result?.intent === authIntents.signUp ? result : undefined;
  const { errors, onSubmit } = useClientValidation(memberSignUpSchema, mine?.errors);
  const busy = useNavigation().state === "submitting";
  if (mine?.ok) return <FormAlert tone="success">{mine.message}</FormAlert>;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <input type="hidden" name="intent" value={authIntents.signUp} />
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
      <EmailField autoComplete="email" defaultValue={mine?.values?.email} error={errors.email} />
      <NewPasswordFields label="Password" errors={errors} />
      {mine?.message ? <FormAlert>{mine.message}</FormAlert> : null}
      <SubmitButton busy={busy} busyLabel="Creating account...">
        Create Account
      </SubmitButton>
    </Form>
  );
}

/** The admin login's reset mode, for members: e-mail, Send Reset Link, the spec's texts. */
function ForgotPasswordForm({ result }: { result: MemberFormResult | undefined }) {
  const mine = result?.intent === authIntents.forgotPassword || !result?.intent ? result : undefined;
  const { errors, onSubmit } = useClientValidation(forgotPasswordSchema, mine?.errors);
  const busy = useNavigation().state === "submitting";
  useEffect(() => {
    if (mine?.message) toast.error(authMessages.resetFailed, { description: mine.message });
  }, [mine]);
  return (
    <div className="space-y-6">
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <input type="hidden" name="intent" value={authIntents.forgotPassword} />
        <EmailField autoComplete="username" defaultValue={mine?.values?.email} error={errors.email} />
        <FailureAlert title={authMessages.resetFailed} message={mine?.message} />
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send Reset Link
        </SubmitButton>
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
  if (loaderData.mode === "code") {
    return (
      <AuthCard title="Members Portal" subtitle="Two-factor sign-in.">
        <TwoFactorCodeForm result={actionData} startAgain="/members/login" />
        {backToSite}
      </AuthCard>
    );
  }
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
