// RFC 6238 time-based codes as better-auth's two-factor plugin computes them: HMAC-SHA1 keyed with the
// secret's own bytes (the otpauth URI carries them base32-encoded), 30-second steps, 6 digits. Here so
// enrolment checks its first code inside our own transaction, and tests can type a real code.
import { createHmac, timingSafeEqual } from "node:crypto";

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function totpCode(secret: string, at: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / PERIOD_SECONDS)));
  const mac = createHmac("sha1", Buffer.from(secret, "utf8")).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return value.toString().padStart(DIGITS, "0");
}

/** Whether `code` is the code of this step or of the one before or after (clock drift), as the plugin. */
export function isCurrentTotpCode(secret: string, code: string, at: number = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const given = Buffer.from(code);
  let matched = false;
  for (const step of [-1, 0, 1]) {
    const expected = Buffer.from(totpCode(secret, at + step * PERIOD_SECONDS * 1000));
    matched = timingSafeEqual(given, expected) || matched;
  }
  return matched;
}

/** The raw secret behind a base32 key (RFC 4648, no padding), as the page shows it to type in. */
export function secretOfKey(encoded: string): string {
  let bits = "";
  for (const char of encoded.toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index >= 0) bits += index.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => Number.parseInt(b, 2))).toString("utf8");
}

/** The otpauth:// URI an authenticator app reads (the plugin's own format: issuer, account, base32). */
export function totpUri(secret: string, issuer: string, account: string): string {
  let bits = "";
  for (const byte of Buffer.from(secret, "utf8")) bits += byte.toString(2).padStart(8, "0");
  const encoded = (bits.match(/.{1,5}/g) ?? []).map((b) => BASE32[Number.parseInt(b.padEnd(5, "0"), 2)]);
  const params = new URLSearchParams({ secret: encoded.join(""), issuer, digits: "6", period: "30" });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${params}`;
}
