// Authentication for the route modules: the guards and sign-in, sign-up and reset functions from
// server/auth, and the two actions both areas share (Forgot password as an intent, and sign-out).
import { authMessages, ownPasswordMessages } from "#core/auth/auth-messages.ts";
import { adminPasswordChangeSchema, forgotPasswordSchema } from "#core/auth/auth-schemas.ts";
import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import { twoFactorConfirmSchema, twoFactorPasswordSchema } from "#core/auth/two-factor/two-factor-schemas.ts";
import { z } from "#core/forms/zod.ts";
import { changeAdminPassword } from "#server/auth/passwords/change-admin-password.ts";
import { requestPasswordReset } from "#server/auth/passwords/password-reset.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { signOut } from "#server/auth/sign-in/sign-in.ts";
import { disableOwnTwoFactor } from "#server/auth/two-factor/disable-two-factor.ts";
import {
  confirmTwoFactorEnrolment,
  startTwoFactorEnrolment,
} from "#server/auth/two-factor/enrol-two-factor.ts";
import { notFound } from "#server/errors/domain-error.ts";
import { redirectWithToast } from "#server/http/toast.ts";
import type { LoadContext } from "#server/load-context.ts";
import { intent } from "~/kit/intent-action.server";
import { accountIntents, twoFactorIntents } from "~/kit/intents";
import { readFormFields } from "~/kit/read-form.server";

export {
  getSessionUser,
  requestSessionToken,
  requireAdmin,
  requireMember,
  safeRedirectPath,
  shellDuringOutage,
  twoFactorRequirementWithSession,
} from "#server/auth/guards/guards.ts";
export { requestPasswordReset, resetPassword } from "#server/auth/passwords/password-reset.ts";
export { resetLinkAccountRole, resetLinkOf } from "#server/auth/passwords/reset-links.ts";
export { signInPath } from "#server/auth/sessions/roles.ts";
export { signIn, signOut, verifySignInCode } from "#server/auth/sign-in/sign-in.ts";
export { resendVerification, signUpMember } from "#server/auth/sign-in/sign-up-member.ts";
export { disableOwnTwoFactor, resetTwoFactor } from "#server/auth/two-factor/disable-two-factor.ts";
export { setTwoFactorRequirement } from "#server/auth/two-factor/two-factor-requirement.ts";
export { getTwoFactorState } from "#server/auth/two-factor/two-factor-state.ts";

// The Forgot password form of both sign-in pages (admin and members), as an intent: the e-mail checked,
// a reset link requested through the account attempt budgets (the same answer for every address), then
// back to the area's sign-in page with the spec's "Reset link sent" toast. A spent budget is the
// `rate_limited` DomainError, answered 429 with its message like every other intent's refusal.

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

/**
 * The sign-out action of both areas: back to the area's login page with the spec's toasts. It takes no
 * fields, but reads its body through the shared guard like every action, so a body that is not a form
 * is refused the same way everywhere.
 */
export async function signOutAction(
  context: LoadContext,
  request: Request,
  area: { login: string; home: string },
) {
  const read = await readFormFields(request);
  if ("answer" in read) return read.answer;
  try {
    const headers = await signOut(context.services, request);
    return redirectWithToast(
      context.services.config,
      area.login,
      { type: "success", title: authMessages.signedOut, description: authMessages.signedOutDetail },
      headers,
    );
  } catch (error) {
    context.services.logger.error({ err: error }, "sign-out failed");
    return redirectWithToast(context.services.config, area.home, {
      type: "error",
      title: authMessages.signOutFailed,
      description: authMessages.signOutFailedDetail,
    });
  }
}

// One's own two-factor forms (admins' Security page, members' My Profile). Each posts the account's id:
// a page left open from before another account signed in on this browser acts on nobody.
const ownAccount = z.object({ id: z.uuid() });

function assertSameAccount(user: SessionUser, id: string) {
  if (id !== user.id) throw notFound("Account");
}

export function twoFactorSectionIntents(context: LoadContext, request: Request, user: SessionUser) {
  const { services } = context;
  return {
    [twoFactorIntents.start]: intent({
      schema: twoFactorPasswordSchema.extend(ownAccount.shape),
      run: async ({ id, password }) => {
        assertSameAccount(user, id);
        await startTwoFactorEnrolment(services, request, user, password);
        return "";
      },
    }),
    [twoFactorIntents.confirm]: intent({
      schema: twoFactorConfirmSchema.extend(ownAccount.shape),
      run: async ({ id, code }) => {
        assertSameAccount(user, id);
        const { recoveryCodes } = await confirmTwoFactorEnrolment(services, user, code);
        return { ok: true, message: twoFactorMessages.enabled, recoveryCodes };
      },
    }),
    [twoFactorIntents.disable]: intent({
      schema: twoFactorPasswordSchema.extend(ownAccount.shape),
      run: async ({ id, password }) => {
        assertSameAccount(user, id);
        await disableOwnTwoFactor(services, user, password);
        return twoFactorMessages.disabled;
      },
    }),
  };
}

/** An admin's own password on the Security page (the current one, the new one twice), for their account only. */
export function ownPasswordIntents(context: LoadContext, request: Request, user: SessionUser) {
  return {
    [accountIntents.changePassword]: intent({
      schema: adminPasswordChangeSchema.safeExtend(ownAccount.shape),
      failure: (message) => `${ownPasswordMessages.failed}: ${message}`,
      run: async ({ id, currentPassword, newPassword }) => {
        assertSameAccount(user, id);
        await changeAdminPassword(context.services, request, user, { currentPassword, newPassword });
        return ownPasswordMessages.changed;
      },
    }),
  };
}

/** The sign-in page's second step, keeping where to go afterwards. */
export function codeStepPath(loginPath: string, redirectTo: string): string {
  return `${loginPath}?step=code&redirectTo=${encodeURIComponent(redirectTo)}`;
}
