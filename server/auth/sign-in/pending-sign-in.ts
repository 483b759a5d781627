// The account a sign-in waiting for its code belongs to (decision 146). better-auth's twoFactor plugin
// keeps it in a verification row named by its signed `two_factor` cookie; our hooks on the code
// endpoints (the attempt budget, the audit of wrong codes) read it the same way the plugin does.
import type { createAuthMiddleware } from "better-auth/api";

/** better-auth's two-factor plugin's cookie of a sign-in waiting for its code (plugins/two-factor/constant). */
const TWO_FACTOR_COOKIE = "two_factor";

export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The id of the account whose sign-in waits for a code, or null (no cookie, a forged or spent one). */
export async function pendingTwoFactorUser(ctx: AuthHookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}
