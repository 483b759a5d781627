// Password reset by e-mail: the link lands on /reset-password with a token (or ?error=INVALID_TOKEN).
import type { Services } from "#server/services.ts";
import { authError } from "./auth-errors.ts";
import type { EmailRequestResult } from "./sign-up-member.ts";

/**
 * Always answers the same, whether or not the address has an account; only a spent budget (HTTP 429,
 * the same for every address) is reported.
 */
export async function requestPasswordReset(
  services: Services,
  request: Request,
  email: string,
): Promise<EmailRequestResult> {
  try {
    await services.auth.api.requestPasswordReset({
      body: { email: email.toLowerCase(), redirectTo: "/reset-password" },
      headers: request.headers,
    });
  } catch (error) {
    const known = authError(error);
    if (!known) throw error;
    if (known.status === 429) return { ok: false, rateLimited: true, message: known.message };
    services.logger.warn({ code: known.code, status: known.status }, "password reset request refused");
  }
  return { ok: true };
}

export type ResetResult = { ok: true } | { ok: false; invalidToken: boolean; message: string };

/** Sets the new password and revokes every session of the account (revokeSessionsOnPasswordReset). */
export async function resetPassword(
  services: Services,
  input: { token: string; password: string },
): Promise<ResetResult> {
  try {
    await services.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
    return { ok: true };
  } catch (error) {
    const known = authError(error);
    if (!known) throw error;
    return { ok: false, invalidToken: known.code === "INVALID_TOKEN", message: known.message };
  }
}
