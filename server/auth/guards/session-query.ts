// The session lookup every guarded page makes, as one indexed statement (decision 155): the signed
// session cookie is checked here as better-auth checks it (HMAC-SHA256 with the auth secret), then one
// query reads the session, its profile, its role and the stored admin two-factor requirement together.
// better-auth's getSession takes three statements (session, profile, then our role) for the same answer.
// Anything but a live session that needs no refresh is left to better-auth ("defer"): an expired session
// (it deletes the row), one due for its daily refresh (it extends it), so both keep their one behaviour.
// Nothing is cached between requests: a sign-out, an erasure, a role change or a deleted user is seen by
// the very next request on every instance.
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type SessionUser, sessionUserOf } from "#server/auth/sessions/session-user.ts";
import { REQUIRE_ADMIN_TWO_FACTOR } from "#server/auth/two-factor/two-factor-requirement.ts";
import { preparedPerDatabase } from "#server/db/prepared-statement.ts";
import { appSettings, profiles, sessions, userRolesTable } from "#server/db/schema.ts";
import { unreadForSidebar } from "#server/messages/unread-counts.ts";
import type { Services } from "#server/services.ts";

export type SessionRow = {
  /** The signed-in person, two-factor known (the statement reads it). */
  user: Required<SessionUser>;
  /** The Settings screen's stored admin two-factor requirement (app_settings), read in the same statement. */
  storedTwoFactorRequirement: boolean;
  /** The area sidebar's unread count for this person, read in the same statement. */
  unread: number;
};

export type SessionQueryResult =
  | { kind: "none" }
  | { kind: "found"; session: SessionRow }
  | { kind: "defer" };

type CookieSettings = { name: string; secret: string; expiresInMs: number; updateAgeMs: number };
const settingsByAuth = new WeakMap<object, Promise<CookieSettings>>();

/** The cookie's name, the secret and the refresh rule, read once from better-auth's own context. */
function cookieSettings(auth: Services["auth"]): Promise<CookieSettings> {
  let settings = settingsByAuth.get(auth);
  if (!settings) {
    settings = auth.$context.then((context) => ({
      name: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    // A context that failed to load is asked again next time, not remembered as failed.
    settings.catch(() => settingsByAuth.delete(auth));
    settingsByAuth.set(auth, settings);
  }
  return settings;
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The token of a correctly signed `token.signature` value, else null (as better-call's getSignedCookie). */
export function verifiedToken(value: string | null, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * One statement for the session, its person, role, the stored two-factor requirement and the sidebar's
 * unread count (server/messages/unread-counts.ts says what it counts).
 */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      id: profiles.id,
      email: profiles.email,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      emailVerified: profiles.emailVerified,
      twoFactorEnabled: profiles.twoFactorEnabled,
      role: userRolesTable.role,
      requirement: sql<unknown>`(select ${appSettings.value} from ${appSettings} where ${appSettings.key} = ${REQUIRE_ADMIN_TWO_FACTOR})`,
      // The area sidebar's unread count, so a page's shell costs no statement of its own.
      unread: unreadForSidebar(userRolesTable.role, sessions.userId),
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .leftJoin(userRolesTable, eq(userRolesTable.userId, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_lookup"),
);

const tokenIn = (headers: Headers, settings: CookieSettings) =>
  verifiedToken(cookieValue(headers.get("cookie"), settings.name), settings.secret);

/**
 * The request's session token when its cookie is correctly signed, else null (null too while better-auth's
 * context cannot load). It proves nothing about the session: a read keyed by it checks that in SQL.
 */
export async function sessionTokenOf(services: Services, headers: Headers): Promise<string | null> {
  const settings = await cookieSettings(services.auth).catch(() => null);
  return settings && tokenIn(headers, settings);
}

export async function querySession(services: Services, headers: Headers): Promise<SessionQueryResult> {
  // Without better-auth's context (its store failing) this fast path cannot check the cookie: better-auth's
  // own lookup decides, and fails the way the rest of auth does.
  const settings = await cookieSettings(services.auth).catch(() => null);
  if (!settings) return { kind: "defer" };
  const token = tokenIn(headers, settings);
  if (!token) return { kind: "none" };
  const [row] = await sessionLookup(services.db).execute({ token });
  if (!row) return { kind: "none" };
  const now = Date.now();
  const expiresAt = new Date(row.expiresAt).getTime();
  // Expired (better-auth deletes it) or due for the daily extension (better-auth writes it): its own path.
  if (expiresAt <= now || expiresAt - settings.expiresInMs + settings.updateAgeMs <= now)
    return { kind: "defer" };
  return {
    kind: "found",
    session: {
      // SPEC section 3: a user with no user_roles row is a member (as getUserRole).
      user: sessionUserOf(row, row.role === "admin" ? "admin" : "member"),
      storedTwoFactorRequirement: row.requirement === true,
      unread: row.unread ?? 0,
    },
  };
}
