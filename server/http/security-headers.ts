import { createHash, randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { TIME_ZONE_HINT_SCRIPT } from "#core/dates/time-zone.ts";

/** Inline scripts that never change are allowed by their hash rather than the request's nonce. */
const STABLE_SCRIPT_HASHES = [TIME_ZONE_HINT_SCRIPT].map(
  (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
);

/**
 * Set by the page render (app/entry.server.tsx) to list the hashes of the inline scripts it emits beyond
 * the stable ones here (the public pages' bootstrap, constant for a build); never sent to the browser.
 */
export const SCRIPT_HASHES_HEADER = "X-Internal-Script-Hashes";

const isHashSource = (source: string) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source);

export type SecurityEnv = { Variables: { nonce: string } };

export type SecurityOptions = { dev: boolean; https: boolean };

/**
 * The security headers of one answer. `nonce` is the request's own (React Router's inline scripts carry
 * it, see app/entry.server.tsx); an answer from the page cache has none and allows its inline scripts by
 * hash alone. `pageHashes` are the extra hashes the page render listed. Development relaxes the policy
 * for Vite's client and hot reload.
 */
export function securityHeaderList(
  options: SecurityOptions,
  { nonce, pageHashes }: { nonce?: string; pageHashes?: string | null },
): [string, string][] {
  const hashes = [...STABLE_SCRIPT_HASHES, ...(pageHashes?.split(" ").filter(isHashSource) ?? [])];
  const scriptSrc = options.dev
    ? "'self' 'unsafe-inline' 'unsafe-eval'"
    : ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes, "'strict-dynamic'"].join(" ");
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  const headers: [string, string][] = [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (options.https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** Security headers with a per-request CSP nonce, on every answer of the app. */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<SecurityEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const pageHashes = c.res.headers.get(SCRIPT_HASHES_HEADER);
    if (pageHashes !== null) c.res.headers.delete(SCRIPT_HASHES_HEADER);
    for (const [name, value] of securityHeaderList(options, { nonce, pageHashes })) c.header(name, value);
  };
}
