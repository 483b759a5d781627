import { redirect } from "react-router";
import { signOut } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/toast.server";
import { authMessages } from "../../../core/auth-messages.ts";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/members/login");
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const headers = await signOut(context.services, request);
    return redirectWithToast(
      "/members/login",
      { type: "success", title: authMessages.signedOut, description: authMessages.signedOutDetail },
      headers,
    );
  } catch (error) {
    context.services.logger.error({ err: error }, "member sign-out failed");
    return redirectWithToast("/members", {
      type: "error",
      title: authMessages.signOutFailed,
      description: authMessages.signOutFailedDetail,
    });
  }
}
