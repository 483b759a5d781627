import { redirect } from "react-router";
import { signOutAction } from "~/lib/auth.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/admin/login");
}

export function action({ request, context }: Route.ActionArgs) {
  return signOutAction(context, request, { login: "/admin/login", home: "/admin" });
}
