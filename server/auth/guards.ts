// The checks every admin and member loader and action makes for itself (matched loaders run in
// parallel, so a layout's check protects nothing). Failures redirect; they never return data.
import { redirect } from "react-router";
import type { UserRole } from "#core/enums.ts";
import type { Services } from "#server/services.ts";
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

// React Router hands one Request to every loader matched for a navigation, and each loader checks the
// session itself: remembering the answer per GET Request makes that one lookup, not one per loader.
const lookups = new WeakMap<Request, Promise<SessionUser | null>>();

export function getSessionUser(services: Services, request: Request): Promise<SessionUser | null> {
  // A form post may change the session (sign-in, sign-out) before its loaders run: never reuse there.
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpSessionUser(services, request);
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpSessionUser(services, request);
    lookups.set(request, lookup);
  }
  return lookup;
}

async function lookUpSessionUser(services: Services, request: Request): Promise<SessionUser | null> {
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
