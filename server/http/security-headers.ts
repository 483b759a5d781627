import { createHash, randomFillSync } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { TIME_ZONE_HINT_SCRIPT } from "#core/dates/time-zone.ts";
import { addAnswerHeaders } from "./answer-headers.ts";

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
 * it, see app/entry.server.tsx; a static document, cached or not, never uses it and allows its inline
 * scripts by hash). `pageHashes` are the extra hashes the page render listed. Development relaxes the
 * policy for Vite's client and hot reload.
 */
function securityHeaderList(
  options: SecurityOptions,
  { nonce, pageHashes }: { nonce: string; pageHashes: string | null },
): [string, string][] {
  const hashes = [...STABLE_SCRIPT_HASHES, ...(pageHashes?.split(" ").filter(isHashSource) ?? [])];
  const scriptSrc = options.dev
    ? "'self' 'unsafe-inline' 'unsafe-eval'"
    : ["'self'", `'nonce-${nonce}'`, ...hashes, "'strict-dynamic'"].join(" ");
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

/**
 * Nonces: 16 bytes each from the system's CSPRNG, drawn 256 at a time (as Node's randomUUID does), so a
 * page-cache hit does not pay a random-number call of its own.
 */
const noncePool = Buffer.alloc(16 * 256);
let nonceOffset = noncePool.length;
function freshNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  nonceOffset += 16;
  return noncePool.toString("base64", nonceOffset - 16, nonceOffset);
}

const NONCE_MARK = "\u0000nonce\u0000";

/** Security headers with a per-request CSP nonce, on every answer of the app. */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler<SecurityEnv> {
  // The headers differ between answers only by their nonce: made once per set of page hashes (one per
  // kind of page in a build), with the nonce put into the policy per answer.
  const made = new Map<string, { policy: string[]; rest: [string, string][] }>();
  const listFor = (pageHashes: string | null) => {
    let list = made.get(pageHashes ?? "");
    if (!list) {
      const [[, policy], ...rest] = securityHeaderList(options, { nonce: NONCE_MARK, pageHashes }) as [
        [string, string],
        ...[string, string][],
      ];
      list = { policy: policy.split(NONCE_MARK), rest };
      if (made.size < 16) made.set(pageHashes ?? "", list);
    }
    return list;
  };
  return async (c, next) => {
    const nonce = freshNonce();
    c.set("nonce", nonce);
    await next();
    const pageHashes = c.res.headers.get(SCRIPT_HASHES_HEADER);
    if (pageHashes !== null) c.res.headers.delete(SCRIPT_HASHES_HEADER);
    const { policy, rest } = listFor(pageHashes);
    addAnswerHeaders(c, [["Content-Security-Policy", policy.join(nonce)], ...rest]);
  };
}
