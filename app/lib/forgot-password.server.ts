// The Forgot password form of both sign-in pages (admin and members): the e-mail checked, a reset link
// requested through the account attempt budgets (the same answer for every address), then back to the
// area's sign-in page with the spec's "Reset link sent" toast. A refusal comes back for the page to show
// in its own form shape.
import { authMessages } from "#core/auth/auth-messages.ts";
import { forgotPasswordSchema } from "#core/auth/auth-schemas.ts";
import { type FieldErrors, fieldErrors } from "#core/forms/form-result.ts";
import { requestPasswordReset } from "#server/auth/password-reset.ts";
import { redirectWithToast } from "#server/http/toast.ts";
import type { LoadContext } from "#server/load-context.ts";

export type ForgotPasswordRefusal = { status: number; message: string; errors?: FieldErrors };

export async function forgotPassword(
  context: LoadContext,
  request: Request,
  fields: Record<string, unknown>,
  signInPage: "/admin/login" | "/members/login",
): Promise<{ sent: Response } | { refused: ForgotPasswordRefusal }> {
  const parsed = forgotPasswordSchema.safeParse(fields);
  if (!parsed.success) return { refused: { status: 400, message: "", errors: fieldErrors(parsed.error) } };
  const { services } = context;
  let answer: Awaited<ReturnType<typeof requestPasswordReset>>;
  try {
    answer = await requestPasswordReset(services, request, parsed.data.email);
  } catch (error) {
    services.logger.error({ err: error, reqId: context.requestId }, "password reset request failed");
    return { refused: { status: 500, message: authMessages.unexpected } };
  }
  if (!answer.ok) return { refused: { status: 429, message: answer.message } };
  return {
    sent: await redirectWithToast(services.config, signInPage, {
      type: "success",
      title: authMessages.resetLinkSent,
      description: authMessages.resetLinkSentDetail,
    }),
  };
}
