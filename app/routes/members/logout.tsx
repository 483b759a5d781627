import { redirect } from "react-router";
import { signOutAction } from "~/lib/auth.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/members/login");
}

export function action({ request, context }: Route.ActionArgs) {
  return signOutAction(context, request, { login: "/members/login", home: "/members" });
}
