// Password sign-in for one area. The admin area admits only admins and the members portal only
// members (SPEC section 6); anyone else's fresh session is revoked at once. Every refusal is a
// DomainError: `invalid` (wrong e-mail or password, the server's message), `unverified`,
// `rate_limited` (with its wait), `wrong_role` (the area's own SPEC text) and `role_check_failed`.
import { eq, sql } from "drizzle-orm";
import { authMessages, throttleMessages } from "#core/auth/auth-messages.ts";
import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import { isAuthenticatorCode } from "#core/auth/two-factor/two-factor-schemas.ts";
import type { UserRole } from "#core/enums.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { authError, rateLimited } from "#server/auth/auth-errors.ts";
import { getUserRole } from "#server/auth/sessions/roles.ts";
import { profiles } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { recordFailedAdminSignIn } from "./record-failed-sign-in.ts";

/** SPEC 6: what each area says to an account of the other. */
const accessDenied: Record<UserRole, string> = {
  admin: authMessages.adminAccessDenied,
  member: authMessages.memberAccessDenied,
};

/**
 * Signs in to `area`: the session's cookie headers for the browser, or a DomainError. With two-factor
 * on, the password opens no session yet: `codeRequired`, and the headers carry the plugin's signed
 * cookie of the pending sign-in, which `verifySignInCode` completes.
 */
export async function signIn(
  services: Services,
  request: Request,
  input: { email: string; password: string },
  area: UserRole,
): Promise<{ headers: Headers; userId: string; codeRequired?: boolean }> {
  let session: NewSession;
  try {
    const { headers, response } = await services.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response) return await codeStep(services, headers, input.email, area);
    session = { headers, userId: response.user.id, email: response.user.email, token: response.token };
  } catch (error) {
    const known = authError(error);
    if (!known) throw error;
    // A throttled attempt was never checked: it is not a failed sign-in to record.
    if (known.status === 429) throw rateLimited(known);
    const unverified = known.code === "EMAIL_NOT_VERIFIED";
    if (area === "admin")
      await recordFailedAdminSignIn(services.db, input.email, unverified ? "unverified" : "invalid");
    if (unverified) throw new DomainError("unverified", known.message);
    throw new DomainError("invalid", known.message);
  }
  return admit(services, session, area);
}

type NewSession = { headers: Headers; userId: string; email: string; token: string };

/** The password was right and two-factor is on: the other area's accounts are refused here already. */
async function codeStep(services: Services, headers: Headers, email: string, area: UserRole) {
  const [account] = await services.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email.trim().toLowerCase()));
  if (!account) throw new Error("the account that passed its password is gone");
  if ((await getUserRole(services.db, account.id)) !== area) {
    // The pending sign-in's cookie never reaches the browser; its row expires by itself.
    if (area === "admin") await recordFailedAdminSignIn(services.db, email, "wrong_role");
    throw new DomainError("wrong_role", accessDenied[area]);
  }
  return { headers, userId: account.id, codeRequired: true };
}

/**
 * Sign-in's second step: a 6-digit authenticator code or a recovery code (used up by it), checked by
 * better-auth's plugin against the pending sign-in's cookie, within the two-factor attempt budget.
 */
export async function verifySignInCode(
  services: Services,
  request: Request,
  code: string,
  area: UserRole,
): Promise<{ headers: Headers; userId: string }> {
  let session: NewSession;
  try {
    const verify = isAuthenticatorCode(code)
      ? services.auth.api.verifyTOTP
      : services.auth.api.verifyBackupCode;
    const { headers, response } = await verify({
      body: { code },
      headers: request.headers,
      returnHeaders: true,
    });
    // The recovery-code endpoint types its token as optional (it has a mode without a session).
    if (!response.token) throw new Error("the code was accepted but no session was made");
    session = { headers, userId: response.user.id, email: response.user.email, token: response.token };
  } catch (error) {
    const known = authError(error);
    if (!known) throw error;
    if (known.code === "ACCOUNT_TEMPORARILY_LOCKED")
      throw new DomainError("rate_limited", throttleMessages.twoFactor(15), { retryAfterSeconds: 15 * 60 });
    if (known.status === 429) throw rateLimited(known);
    if (known.code === "INVALID_CODE" || known.code === "INVALID_BACKUP_CODE")
      throw new DomainError("invalid", twoFactorMessages.invalidCode);
    // No pending sign-in (expired, used, or five wrong codes ended it): the password again.
    throw new DomainError("conflict", twoFactorMessages.challengeExpired);
  }
  return admit(services, session, area);
}

/** A session was made: let it into `area`, or end it. */
async function admit(
  services: Services,
  session: NewSession,
  area: UserRole,
): Promise<{ headers: Headers; userId: string }> {
  let role: UserRole;
  try {
    role = await getUserRole(services.db, session.userId);
  } catch (error) {
    // The role cannot be checked (SPEC 8 "Unable to verify user permissions."): nobody is let in on a
    // guess, and the session just made is ended, not handed to the browser.
    services.logger.error({ err: error, userId: session.userId }, "sign-in role lookup failed");
    // The browser never gets this session's cookie either way; a failed delete is only logged.
    await endSession(services, session.token).catch((err) =>
      services.logger.error({ err, userId: session.userId }, "could not end the unchecked session"),
    );
    throw new DomainError("role_check_failed", authMessages.memberPermissionCheckFailed, { cause: error });
  }
  if (role !== area) {
    await endSession(services, session.token);
    if (area === "admin") await recordFailedAdminSignIn(services.db, session.email, "wrong_role");
    throw new DomainError("wrong_role", accessDenied[area]);
  }
  if (area === "admin") {
    // The session exists already (better-auth wrote it): without its audit row it is ended, not handed out.
    await recordAudit(services.db, {
      actor: { id: session.userId, email: session.email },
      action: "sign_in",
      entity: "session",
      entityId: session.userId,
    }).catch(async (error: unknown) => {
      await endSession(services, session.token).catch(() => {});
      throw error;
    });
  }
  return { headers: session.headers, userId: session.userId };
}

async function endSession(services: Services, token: string): Promise<void> {
  const ctx = await services.auth.$context;
  await ctx.internalAdapter.deleteSession(token);
}

export async function signOut(services: Services, request: Request): Promise<Headers> {
  try {
    const { headers } = await services.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch (error) {
    // No session (already signed out) is not a failure worth showing.
    if (authError(error)) return new Headers();
    throw error;
  }
}
