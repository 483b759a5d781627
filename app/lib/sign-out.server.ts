import { authMessages } from "#core/auth/auth-messages.ts";
import { signOut } from "#server/auth/sign-in.ts";
import { redirectWithToast } from "#server/http/toast.ts";
import type { LoadContext } from "#server/load-context.ts";
import { readFormFields } from "~/kit/read-form.server";

/**
 * The sign-out action of both areas: back to the area's login page with the spec's toasts. It takes no
 * fields, but reads its body through the shared guard like every action, so a body that is not a form
 * is refused the same way everywhere.
 */
export async function signOutAction(
  context: LoadContext,
  request: Request,
  area: { login: string; home: string },
) {
  const read = await readFormFields(request);
  if ("answer" in read) return read.answer;
  try {
    const headers = await signOut(context.services, request);
    return redirectWithToast(
      context.services.config,
      area.login,
      { type: "success", title: authMessages.signedOut, description: authMessages.signedOutDetail },
      headers,
    );
  } catch (error) {
    context.services.logger.error({ err: error }, "sign-out failed");
    return redirectWithToast(context.services.config, area.home, {
      type: "error",
      title: authMessages.signOutFailed,
      description: authMessages.signOutFailedDetail,
    });
  }
}
