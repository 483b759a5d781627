// The Forgot password form of both sign-in pages (admin and members), as an intent: the e-mail checked,
// a reset link requested through the account attempt budgets (the same answer for every address), then
// back to the area's sign-in page with the spec's "Reset link sent" toast. A spent budget is the
// `rate_limited` DomainError, answered 429 with its message like every other intent's refusal.
import { authMessages } from "#core/auth/auth-messages.ts";
import { forgotPasswordSchema } from "#core/auth/auth-schemas.ts";
import { requestPasswordReset } from "#server/auth/password-reset.ts";
import { redirectWithToast } from "#server/http/toast.ts";
import type { LoadContext } from "#server/load-context.ts";
import { intent } from "~/kit/intent-action.server";

export function forgotPasswordIntent<Extra extends object = object>(
  context: LoadContext,
  request: Request,
  signInPage: "/admin/login" | "/members/login",
  kept?: (posted: Record<string, string>) => Extra,
) {
  const { services } = context;
  return intent({
    schema: forgotPasswordSchema,
    texts: { fields: "" },
    kept,
    run: async ({ email }) => {
      await requestPasswordReset(services, request, email);
      return redirectWithToast(services.config, signInPage, {
        type: "success",
        title: authMessages.resetLinkSent,
        description: authMessages.resetLinkSentDetail,
      });
    },
  });
}
