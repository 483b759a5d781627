// Password sign-in for one area. The admin area admits only admins and the members portal only
// members (SPEC section 6); anyone else's fresh session is revoked at once. Every refusal is a
// DomainError: `invalid` (wrong e-mail or password, the server's message), `unverified`,
// `rate_limited` (with its wait), `wrong_role` (the area's own SPEC text) and `role_check_failed`.
import { authMessages } from "#core/auth/auth-messages.ts";
import type { UserRole } from "#core/enums.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { authError, rateLimited } from "./auth-errors.ts";
import { recordFailedAdminSignIn } from "./record-failed-sign-in.ts";
import { getUserRole } from "./roles.ts";

/** SPEC 6: what each area says to an account of the other. */
const accessDenied: Record<UserRole, string> = {
  admin: authMessages.adminAccessDenied,
  member: authMessages.memberAccessDenied,
};

/** Signs in to `area`: the session's cookie headers for the browser, or a DomainError. */
export async function signIn(
  services: Services,
  request: Request,
  input: { email: string; password: string },
  area: UserRole,
): Promise<{ headers: Headers; userId: string }> {
  let session: { headers: Headers; userId: string; email: string; token: string };
  try {
    const { headers, response } = await services.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
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
