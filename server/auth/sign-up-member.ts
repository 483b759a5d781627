// Member self sign-up (SPEC 7 "member-signup"): a member account that must verify its e-mail first.
import type { MemberSignUpInput } from "../../core/auth-schemas.ts";
import type { Services } from "../services.ts";
import { authError } from "./auth-errors.ts";
import { setUserRole } from "./roles.ts";

export const VERIFIED_CALLBACK = "/members/login?verified=1";

export type SignUpResult = { ok: true } | { ok: false; message: string | null };

export async function signUpMember(
  services: Services,
  request: Request,
  input: MemberSignUpInput,
): Promise<SignUpResult> {
  try {
    const result = await services.auth.api.signUpEmail({
      body: {
        email: input.email.toLowerCase(),
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        callbackURL: VERIFIED_CALLBACK,
      },
      headers: request.headers,
    });
    await setUserRole(services.db, result.user.id, "member");
    return { ok: true };
  } catch (error) {
    const known = authError(error);
    if (known) return { ok: false, message: known.message };
    services.logger.error({ err: error }, "member sign-up failed");
    return { ok: false, message: null };
  }
}

/** Sends the verification e-mail again. The answer never says whether the address has an account. */
export async function resendVerification(services: Services, request: Request, email: string): Promise<void> {
  try {
    await services.auth.api.sendVerificationEmail({
      body: { email: email.toLowerCase(), callbackURL: VERIFIED_CALLBACK },
      headers: request.headers,
    });
  } catch (error) {
    if (!authError(error)) services.logger.error({ err: error }, "resend verification failed");
  }
}
