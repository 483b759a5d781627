// The application form's time stamp: the loader renders when the form was shown, signed so a client
// cannot backdate it; the submit refuses a form sent back faster than a person could fill it in.
// Signed with a key derived from the session secret, so every instance (same BETTER_AUTH_SECRET) agrees.
import { createHmac, timingSafeEqual } from "node:crypto";
import { resolveAuthSecret } from "#server/auth/secret.ts";
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
