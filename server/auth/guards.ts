// The checks every admin and member loader and action makes for itself (matched loaders run in
// parallel, so a layout's check protects nothing). Failures redirect; they never return data.
import { redirect } from "react-router";
import type { UserRole } from "../../core/enums.ts";
import type { Services } from "../services.ts";
import { getUserRole } from "./roles.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
  role: UserRole;
};

export async function getSessionUser(services: Services, request: Request): Promise<SessionUser | null> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { firstName?: string | null; lastName?: string | null };
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    emailVerified: user.emailVerified,
    role: await getUserRole(services.db, user.id),
  };
}

function loginRedirect(loginPath: string, request: Request): Response {
  const url = new URL(request.url);
  const target = `${url.pathname}${url.search}`;
  const query =
    target === "/admin" || target === "/members" ? "" : `?redirectTo=${encodeURIComponent(target)}`;
  return redirect(`${loginPath}${query}`);
}

export async function requireAdmin(services: Services, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(services, request).catch(() => null);
  if (user?.role !== "admin") throw loginRedirect("/admin/login", request);
  return user;
}

export async function requireMember(services: Services, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(services, request).catch(() => null);
  if (user?.role !== "member") throw loginRedirect("/members/login", request);
  return user;
}

/** Only same-site relative paths are followed after sign-in (no open redirects). */
export function safeRedirectPath(value: unknown, fallback: string, prefix: string): string {
  if (
    typeof value !== "string" ||
    !value.startsWith(prefix) ||
    value.startsWith("//") ||
    value.includes("\\")
  ) {
    return fallback;
  }
  return value;
}
