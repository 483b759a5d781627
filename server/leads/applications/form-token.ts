// The application form's time stamp: when the form was shown, signed so a client cannot backdate it;
// the submit refuses a form sent back faster than a person could fill it in. It travels as a cookie
// set with the page (server/http/form-token-cookie.ts), never in the HTML, so the cached /apply is the
// same bytes for everyone (docs/decisions/143-form-stamp-cookie-one-cache-path.md).
// Signed with a key derived from the session secret, so every instance (same BETTER_AUTH_SECRET) agrees.
import { createHmac, timingSafeEqual } from "node:crypto";
import { resolveAuthSecret } from "#server/auth/better-auth/secret.ts";
import type { Config } from "#server/config.ts";

const keys = new WeakMap<Config, Buffer>();

function tokenKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    const secret = resolveAuthSecret(config.authSecret, config.dataDir);
    key = createHmac("sha256", secret).update("application-form-token/v1").digest();
    keys.set(config, key);
  }
  return key;
}

const sign = (config: Config, issuedAt: number) =>
  createHmac("sha256", tokenKey(config)).update(String(issuedAt)).digest("base64url");

export function issueFormToken(config: Config, now: number = Date.now()): string {
  return `${now}.${sign(config, now)}`;
}

/** When the form was rendered, or null for a missing, malformed or forged token. */
export function formTokenIssuedAt(config: Config, token: unknown): number | null {
  if (typeof token !== "string" || token.length > 100) return null;
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(config, issuedAt));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? issuedAt : null;
}

/** The cookie that carries the stamp, sent back only to /apply. */
export const FORM_TOKEN_COOKIE = "sd_form_token";
const FORM_TOKEN_PATH = "/apply";

/** The stamp a request's cookies carry, as sent (checked by `formTokenIssuedAt`), or null. */
export function formTokenFromCookies(cookieHeader: string | null | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${FORM_TOKEN_COOKIE}=([^;]*)`).exec(cookieHeader ?? "");
  return match ? match[1]! : null;
}

/**
 * The `Set-Cookie` value of a fresh stamp: a session cookie, HttpOnly (no script reads it), SameSite=Lax
 * (sent with the form's own post), Secure when the site is served over TLS, like the session cookies.
 */
export function formTokenCookie(config: Config, now: number = Date.now()): string {
  const secure = config.publicUrl.startsWith("https://") ? "; Secure" : "";
  return `${FORM_TOKEN_COOKIE}=${issueFormToken(config, now)}; Path=${FORM_TOKEN_PATH}; HttpOnly; SameSite=Lax${secure}`;
}
