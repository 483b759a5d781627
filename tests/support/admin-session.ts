// An operator account and its session cookie, for tests that request admin pages as a browser would.
import { createAccount } from "#server/auth/accounts/create-account.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import type { Services } from "#server/services.ts";
import { browserRequest, cookieFrom } from "./http.ts";

export async function signedInAdminCookie(
  services: Services,
  email = "operator@example.com",
  password = "operator-password-1",
): Promise<string> {
  await createAccount(services.auth, services.db, { email, password, role: "admin", emailVerified: true });
  // A refusal throws its DomainError, which says why.
  const signedIn = await signIn(services, browserRequest("/admin/login"), { email, password }, "admin");
  return cookieFrom(signedIn.headers);
}
