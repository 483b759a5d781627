// The checks every admin and member loader and action makes for itself (matched loaders run in
// parallel, so a layout's check protects nothing). Failures redirect; they never return data.
// A session that cannot be looked up because the database is unavailable is not "signed out": the
// guard throws a 503 (the area's error page, "try again in a moment") and no cookie is touched.
import { data, redirect } from "react-router";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#core/service-unavailable.ts";
import { getUserRole } from "#server/auth/sessions/roles.ts";
import { type SessionUser, sessionUserOf } from "#server/auth/sessions/session-user.ts";
import {
  readTwoFactorRequirement,
  type TwoFactorRequirement,
  twoFactorRequirementOf,
} from "#server/auth/two-factor/two-factor-requirement.ts";
import { databaseOutageDuring, isDatabaseUnavailable } from "#server/db/availability.ts";
import { routeUrl } from "#server/http/route-url.ts";
import type { Services } from "#server/services.ts";
import { querySession, sessionTokenOf } from "./session-query.ts";

/**
 * What a guard is given: a loader's or action's load context (one per HTTP request), or the services
 * alone (tests, resource code without a context).
 */
export type GuardScope = Services | { services: Services };

const servicesOf = (scope: GuardScope): Services => ("services" in scope ? scope.services : scope);

/** The signed-in person, or null when signed out. */
type SessionLookup = SessionUser | null;

/**
 * What the session's one statement read beside the person (session-query.ts), kept by the user object it
 * made: a loader holding this request's user reads them without looking the session up again (the lookup
 * is shared only while it runs). A user better-auth looked up has none: the caller reads them itself.
 */
const readWithSession = new WeakMap<SessionUser, { storedTwoFactorRequirement: boolean; unread: number }>();

// Every loader matched for a navigation checks the session itself: loaders asking while a lookup for
// the same load context (one per HTTP request) and cookie is under way share it, so a page costs one
// lookup however many loaders it runs (decision 155). Nothing outlives the lookup: a later request, or
// a later call with a reused context, looks up again. Without a context, the Request itself is the key.
const inFlight = new WeakMap<object, Map<string, Promise<SessionLookup>>>();

function lookUpOnce(scope: GuardScope, request: Request): Promise<SessionLookup> {
  const services = servicesOf(scope);
  // A form post may change the session (sign-in, sign-out) before its loaders run: never reuse there.
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpSession(services, request);
  const owner = "services" in scope ? scope : request;
  let lookups = inFlight.get(owner);
  if (!lookups) {
    lookups = new Map();
    inFlight.set(owner, lookups);
  }
  const cookie = request.headers.get("cookie") ?? "";
  let lookup = lookups.get(cookie);
  if (!lookup) {
    const started = lookUpSession(services, request);
    lookup = started;
    lookups.set(cookie, started);
    const forget = () => {
      if (lookups.get(cookie) === started) lookups.delete(cookie);
    };
    started.then(forget, forget);
  }
  return lookup;
}

/** The request's verified session token (session-query.ts), for a read that leaves with the lookup. */
export function requestSessionToken(scope: GuardScope, request: Request): Promise<string | null> {
  return sessionTokenOf(servicesOf(scope), request.headers);
}

export async function getSessionUser(scope: GuardScope, request: Request): Promise<SessionUser | null> {
  return lookUpOnce(scope, request);
}

/** The area sidebar's unread count read with this user's session, or undefined (better-auth's lookup). */
export function unreadReadWithSession(user: SessionUser): number | undefined {
  return readWithSession.get(user)?.unread;
}

async function lookUpSession(services: Services, request: Request): Promise<SessionLookup> {
  // better-auth's getSession replaces the database's error with its own ("failed to get session"): the
  // outage is seen on the way (availability.ts), and is never read as "signed out".
  const lookup = await databaseOutageDuring(async (): Promise<SessionLookup> => {
    // One statement for a live session (session-query.ts); better-auth's own path for the rest.
    const fast = await querySession(services, request.headers);
    if (fast.kind === "none") return null;
    if (fast.kind === "found") {
      const { user, storedTwoFactorRequirement, unread } = fast.session;
      readWithSession.set(user, { storedTwoFactorRequirement, unread });
      return user;
    }
    const session = await services.auth.api.getSession({ headers: request.headers });
    if (!session) return null;
    return sessionUserOf(session.user, await getUserRole(services.db, session.user.id));
  });
  if (!lookup.ok) {
    if (lookup.outage) {
      // Reported once when the outage starts (main.ts); each request meeting it is detail.
      services.logger.debug({ code: lookup.outage }, "session lookup: database unavailable");
      throw new SessionUnavailableError(lookup.outage, lookup.error);
    }
    // A session deleted while it was being refreshed: better-auth's own "signed out".
    if ((lookup.error as { statusCode?: unknown } | null)?.statusCode === 401) return null;
    throw lookup.error;
  }
  return lookup.value;
}

function loginRedirect(loginPath: string, request: Request): Response {
  const url = routeUrl(request);
  const target = `${url.pathname}${url.search}`;
  const query =
    target === "/admin" || target === "/members" ? "" : `?redirectTo=${encodeURIComponent(target)}`;
  return redirect(`${loginPath}${query}`);
}

/** The session lookup met an unavailable database (its code: a SQLSTATE, a socket code). */
export class SessionUnavailableError extends Error {
  constructor(
    readonly code: string,
    cause: unknown,
  ) {
    super("the session could not be looked up: database unavailable", { cause });
  }
}

export type ServiceUnavailable = { unavailable: true; message: string };

/** What a guard throws while the session cannot be looked up: the area's error page answers 503. */
export function serviceUnavailable() {
  return data<ServiceUnavailable>(
    { unavailable: true, message: SERVICE_UNAVAILABLE_MESSAGE },
    { status: 503, headers: { "Cache-Control": "no-store" } },
  );
}

/** Whether a guard threw because the service is unavailable (not because the person is signed out). */
export function isServiceUnavailable(thrown: unknown): boolean {
  const answer = thrown as { type?: unknown; init?: { status?: unknown } | null } | null;
  return answer?.type === "DataWithResponseInit" && answer.init?.status === 503;
}

/**
 * The signed-in user, or null when signed out. An unavailable database throws the 503 (never "signed
 * out", which would redirect to sign-in and drop a posted form); any other failure is the server's own
 * error, not the person's.
 */
async function lookupOrNull(scope: GuardScope, request: Request): Promise<SessionLookup> {
  try {
    return await lookUpOnce(scope, request);
  } catch (error) {
    if (error instanceof SessionUnavailableError) throw serviceUnavailable();
    throw error;
  }
}

/** An admin's own two-factor page: where the admin requirement sends an admin without it. */
export const ADMIN_SECURITY_PATH = "/admin/security";
/** What an admin without two-factor may still reach while it is required: enrolling, signing out. */
const reachableWithoutTwoFactor = new Set([ADMIN_SECURITY_PATH, "/admin/logout"]);

/**
 * The admin two-factor requirement as this admin's session lookup read it (requireAdmin, Settings,
 * Security); the environment, when set, decides.
 */
export function twoFactorRequirementWithSession(
  scope: GuardScope,
  admin: SessionUser,
): Promise<TwoFactorRequirement> {
  const services = servicesOf(scope);
  const stored = readWithSession.get(admin)?.storedTwoFactorRequirement;
  return stored === undefined
    ? readTwoFactorRequirement(services)
    : Promise.resolve(twoFactorRequirementOf(services.config, stored));
}

export async function requireAdmin(scope: GuardScope, request: Request): Promise<SessionUser> {
  const services = servicesOf(scope);
  const user = await lookupOrNull(scope, request);
  if (user?.role !== "admin") throw loginRedirect("/admin/login", request);
  if (!user.twoFactorEnabled && !reachableWithoutTwoFactor.has(pathOf(request))) {
    // Decision 146: every admin page and action answers only once two-factor is on, when required.
    let required: boolean;
    try {
      ({ required } = await twoFactorRequirementWithSession(services, user));
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw serviceUnavailable();
      throw error;
    }
    if (required) throw redirect(ADMIN_SECURITY_PATH);
  }
  return user;
}

/** The page's path, as a loader of a client navigation (`/x.data`) and a document request both name it. */
const pathOf = (request: Request) => routeUrl(request).pathname.replace(/(.)\/+$/, "$1");

export async function requireMember(scope: GuardScope, request: Request): Promise<SessionUser> {
  const user = await lookupOrNull(scope, request);
  if (user?.role !== "member") throw loginRedirect("/members/login", request);
  return user;
}

/**
 * For an area's layout loader: the guard's user, or null while the service is unavailable. The layout
 * then still renders its shell, and the page's own guard throws the 503 inside it (the area's error
 * page, decision 010) instead of the layout's failure reaching the bare root boundary.
 */
export async function shellDuringOutage(guarded: Promise<SessionUser>): Promise<SessionUser | null> {
  try {
    return await guarded;
  } catch (thrown) {
    if (isServiceUnavailable(thrown)) return null;
    throw thrown;
  }
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
