// Two-factor sign-in for tests (decision 146): enrol an account as its owner would (password, then the
// first code from the key the page shows), and type codes as an authenticator app would.

import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import {
  confirmTwoFactorEnrolment,
  startTwoFactorEnrolment,
} from "#server/auth/two-factor/enrol-two-factor.ts";
import { secretOfKey, totpCode } from "#server/auth/two-factor/totp.ts";
import { getTwoFactorState } from "#server/auth/two-factor/two-factor-state.ts";
import type { Services } from "#server/services.ts";
import { browserRequest, cookieFrom } from "./http.ts";

/** The code an authenticator app shows now for this key. */
export const codeFor = (key: string, at = Date.now()) => totpCode(secretOfKey(key), at);

export type Enrolled = { key: string; recoveryCodes: string[] };

/** Turns two-factor on for `user`, signed in with `password`; answers the key and the recovery codes. */
export async function enrolTwoFactor(
  services: Services,
  user: SessionUser,
  password: string,
): Promise<Enrolled> {
  const area = user.role;
  const [login, page] =
    area === "admin" ? ["/admin/login", "/admin/security"] : ["/members/login", "/members/profile"];
  const signedIn = await signIn(services, browserRequest(login), { email: user.email, password }, area);
  const request = browserRequest(page, { cookie: cookieFrom(signedIn.headers) });
  await startTwoFactorEnrolment(services, request, user, password);
  const state = await getTwoFactorState(services, user);
  if (state.state !== "pending") throw new Error(`enrolment did not start: ${state.state}`);
  const { recoveryCodes } = await confirmTwoFactorEnrolment(services, user, codeFor(state.secret));
  return { key: state.secret, recoveryCodes };
}
