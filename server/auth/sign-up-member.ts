// Member self sign-up (SPEC 7 "member-signup"): a member account that must verify its e-mail first.
// A known address gets the same answer as a new one (better-auth answers it with a stand-in user and
// onExistingUserSignUp mails the owner), so nothing here may depend on the account being new: the
// member role is given where the account is really created (databaseHooks in auth.ts).

import type { MemberSignUpInput } from "#core/auth/auth-schemas.ts";
import { fullName } from "#core/users/display-name.ts";
import type { Services } from "#server/services.ts";
import { authError } from "./auth-errors.ts";

export const VERIFIED_CALLBACK = "/members/login?verified=1";

export type SignUpResult = { ok: true } | { ok: false; rateLimited: boolean; message: string | null };

export async function signUpMember(
  services: Services,
  request: Request,
  input: MemberSignUpInput,
): Promise<SignUpResult> {
  try {
    await services.auth.api.signUpEmail({
      body: {
        email: input.email.toLowerCase(),
        password: input.password,
        name: fullName(input),
        firstName: input.firstName,
        lastName: input.lastName,
        callbackURL: VERIFIED_CALLBACK,
      },
      headers: request.headers,
    });
    return { ok: true };
  } catch (error) {
    const known = authError(error);
    if (known) return { ok: false, rateLimited: known.status === 429, message: known.message };
    services.logger.error({ err: error }, "member sign-up failed");
    return { ok: false, rateLimited: false, message: null };
  }
}

export type EmailRequestResult = { ok: true } | { ok: false; rateLimited: true; message: string };

/**
 * Sends the verification e-mail again. The answer never says whether the address has an account; only
 * a spent budget (HTTP 429, the same for every address) is reported.
 */
export async function resendVerification(
  services: Services,
  request: Request,
  email: string,
): Promise<EmailRequestResult> {
  try {
    await services.auth.api.sendVerificationEmail({
      body: { email: email.toLowerCase(), callbackURL: VERIFIED_CALLBACK },
      headers: request.headers,
    });
  } catch (error) {
    const known = authError(error);
    if (known?.status === 429) return { ok: false, rateLimited: true, message: known.message };
    if (!known) services.logger.error({ err: error }, "resend verification failed");
  }
  return { ok: true };
}
