// Password sign-in for one area. The admin area admits only admins and the members portal only
// members (SPEC section 6); anyone else's fresh session is revoked at once.
import type { UserRole } from "#core/enums.ts";
import type { Services } from "#server/services.ts";
import { authError } from "./auth-errors.ts";
import { getUserRole } from "./roles.ts";

export type SignInResult =
  | { ok: true; headers: Headers; userId: string }
  | {
      ok: false;
      reason: "invalid" | "unverified" | "wrong-role" | "role-unverified" | "rate-limited" | "error";
      message: string;
    };

export async function signIn(
  services: Services,
  request: Request,
  input: { email: string; password: string },
  area: UserRole,
): Promise<SignInResult> {
  let session: { headers: Headers; userId: string; token: string };
  try {
    const { headers, response } = await services.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    session = { headers, userId: response.user.id, token: response.token };
  } catch (error) {
    const known = authError(error);
    if (known?.code === "EMAIL_NOT_VERIFIED")
      return { ok: false, reason: "unverified", message: known.message };
    if (known?.status === 429) return { ok: false, reason: "rate-limited", message: known.message };
    if (known) return { ok: false, reason: "invalid", message: known.message };
    services.logger.error({ err: error }, "sign-in failed unexpectedly");
    return { ok: false, reason: "error", message: "" };
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
    return { ok: false, reason: "role-unverified", message: "" };
  }
  if (role !== area) {
    await endSession(services, session.token);
    return { ok: false, reason: "wrong-role", message: "" };
  }
  return { ok: true, headers: session.headers, userId: session.userId };
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
