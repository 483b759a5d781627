// Member self sign-up (SPEC 7 "member-signup"): a member account that must verify its e-mail first.
// A known address gets the same answer as a new one (better-auth answers it with a stand-in user and
// onExistingUserSignUp mails the owner), so nothing here may depend on the account being new: the
// member role is given where the account is really created (databaseHooks in auth.ts).

import type { MemberSignUpInput } from "#core/auth/auth-schemas.ts";
import { fullName } from "#core/users/display-name.ts";
import { authError, rateLimited } from "#server/auth/auth-errors.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";

export const VERIFIED_CALLBACK = "/members/login?verified=1";

/**
 * Creates the member's account, or throws a DomainError: `rate_limited` (with its wait) or `invalid`
 * (the server's message). Anything else is not ours to word: it is thrown as it is.
 */
export async function signUpMember(
  services: Services,
  request: Request,
  input: MemberSignUpInput,
): Promise<void> {
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
  } catch (error) {
    const known = authError(error);
    if (!known) throw error;
    if (known.status === 429) throw rateLimited(known);
    throw new DomainError("invalid", known.message);
  }
}

/**
 * Sends the verification e-mail again. The answer never says whether the address has an account; only
 * a spent budget (HTTP 429, the same for every address) is reported, as a `rate_limited` DomainError.
 */
export async function resendVerification(services: Services, request: Request, email: string): Promise<void> {
  try {
    await services.auth.api.sendVerificationEmail({
      body: { email: email.toLowerCase(), callbackURL: VERIFIED_CALLBACK },
      headers: request.headers,
    });
  } catch (error) {
    const known = authError(error);
    if (known?.status === 429) throw rateLimited(known);
    if (!known) services.logger.error({ err: error }, "resend verification failed");
  }
}
