// Password reset by e-mail: the link lands on /reset-password with a token (or ?error=INVALID_TOKEN).
import { authMessages } from "#core/auth/auth-messages.ts";
import { authError, rateLimited } from "#server/auth/auth-errors.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";

/**
 * Always answers the same, whether or not the address has an account; only a spent budget (HTTP 429,
 * the same for every address) is reported, as a `rate_limited` DomainError.
 */
export async function requestPasswordReset(
  services: Services,
  request: Request,
  email: string,
): Promise<void> {
  try {
    await services.auth.api.requestPasswordReset({
      body: { email: email.toLowerCase(), redirectTo: "/reset-password" },
      headers: request.headers,
    });
  } catch (error) {
    const known = authError(error);
    if (!known) throw error;
    if (known.status === 429) throw rateLimited(known);
    services.logger.warn({ code: known.code, status: known.status }, "password reset request refused");
  }
}

/**
 * Sets the new password and revokes every session of the account (revokeSessionsOnPasswordReset). A
 * link that is spent, expired or names nothing is `not_found`; any other refusal `invalid`, with the
 * server's message.
 */
export async function resetPassword(
  services: Services,
  input: { token: string; password: string },
): Promise<void> {
  try {
    await services.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    const known = authError(error);
    if (!known) throw error;
    if (known.code === "INVALID_TOKEN")
      throw new DomainError("not_found", authMessages.invalidResetLinkDetail, { cause: error });
    throw new DomainError("invalid", known.message);
  }
}
