// An admin's own Security page: two-factor sign-in on or off (decision 146) and their password (the
// current one, then the new one twice; decision 177). While every admin must use two-factor (Settings,
// or REQUIRE_ADMIN_TWO_FACTOR) an admin without it is sent here by the guard, and this page and signing
// out are all that answer until it is on.
import { Link } from "react-router";
import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { OwnPasswordForm } from "~/components/auth/own-password-form";
import { type TwoFactorResult, TwoFactorSection } from "~/components/auth/two-factor-section";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { FormAlert } from "~/components/ui/field";
import { dispatchIntent, guardAction } from "~/kit/intent-action.server";
import { privatePageMeta } from "~/kit/page-meta";
import {
  getTwoFactorState,
  ownPasswordIntents,
  requireAdmin,
  twoFactorRequirementWithSession,
  twoFactorSectionIntents,
} from "~/lib/auth.server";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = () => privatePageMeta("Security");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const [state, requirement] = await Promise.all([
    getTwoFactorState(context.services, admin),
    twoFactorRequirementWithSession(context, admin),
  ]);
  return { userId: admin.id, state, mustEnrol: requirement.required && state.state !== "on" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  return dispatchIntent(request, context, {
    entity: "Account",
    intents: {
      ...twoFactorSectionIntents(context, request, guard.user),
      ...ownPasswordIntents(context, request, guard.user),
    },
  });
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title="Security" subtitle="Your own sign-in: two-factor and password" />
      <div className="max-w-2xl space-y-6">
        {loaderData.mustEnrol ? <FormAlert>{twoFactorMessages.requiredNotice}</FormAlert> : null}
        <section aria-labelledby="two-factor-heading" className="border border-line bg-charcoal p-6">
          <h2 id="two-factor-heading" className="font-display text-2xl tracking-[0.06em]">
            Two-factor sign-in
          </h2>
          <div className="mt-6">
            <TwoFactorSection
              userId={loaderData.userId}
              state={loaderData.state}
              result={actionData as TwoFactorResult}
            />
          </div>
        </section>
        <section aria-labelledby="password-heading" className="border border-line bg-charcoal p-6">
          <h2 id="password-heading" className="font-display text-2xl tracking-[0.06em]">
            Password
          </h2>
          <p className="mt-2 text-sm text-mist">
            Changing it signs you out everywhere else (this browser stays signed in), and we e-mail you a
            notice.
          </p>
          <div className="mt-6">
            <OwnPasswordForm userId={loaderData.userId} result={actionData as FormResult | undefined} />
          </div>
        </section>
        <p className="text-sm text-mist">
          Whether every admin must use two-factor sign-in is set on{" "}
          <Link to="/admin/settings" className="text-brass underline">
            Settings
          </Link>
          .
        </p>
      </div>
    </>
  );
}
