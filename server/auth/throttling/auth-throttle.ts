// Attempt budgets for the account endpoints, per address (the account e-mail) and per client (IP,
// IPv6 by /64), counted in the database. A better-auth plugin: its hooks run for /api/auth/* and for
// every server-side auth.api.* call alike, so the forms and the HTTP API spend one budget.
//
// Sign-in counts failures only: each attempt takes a slot before the password is checked (so parallel
// guesses cannot overshoot and a locked address refuses even the right password); a successful sign-in
// gives the client's slot back and clears the address's count (the failures were its owner's typos).
// The e-mail-sending endpoints count every request.
import { createHash } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { throttleMessages } from "#core/auth/auth-messages.ts";
import { type AuthHookContext, pendingTwoFactorUser } from "#server/auth/sign-in/pending-sign-in.ts";
import type { Database } from "#server/db/client.ts";
import { clientBucket } from "#server/http/client-bucket.ts";
import type { Logger } from "#server/logger.ts";
import { type AttemptLimit, clearAttempts, giveBackAttempt, takeAttempt } from "./attempt-counter.ts";
import { CLIENT_IP_HEADER } from "./client-ip-header.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Rule = {
  action: string;
  perAddress: AttemptLimit;
  perClient: AttemptLimit;
  /** Only failures count (the slot is given back when the endpoint succeeds). */
  failuresOnly: boolean;
  message: (minutes: number) => string;
};

/** An endpoint that sends e-mail: every request counts, so many an hour per address and per client. */
const everyRequest = (
  action: string,
  perHour: { perAddress: number; perClient: number },
  message: Rule["message"],
): Rule => ({
  action,
  perAddress: { max: perHour.perAddress, windowMs: HOUR },
  perClient: { max: perHour.perClient, windowMs: HOUR },
  failuresOnly: false,
  message,
});

const twoFactorRule: Rule = {
  action: "two-factor",
  perAddress: { max: 10, windowMs: 15 * MINUTE },
  perClient: { max: 30, windowMs: 15 * MINUTE },
  failuresOnly: true,
  message: throttleMessages.twoFactor,
};

/** The budgets, by better-auth endpoint path. Documented in docs/security.md. */
export const THROTTLE_RULES: Record<string, Rule> = {
  "/sign-in/email": {
    action: "sign-in",
    perAddress: { max: 10, windowMs: 15 * MINUTE },
    perClient: { max: 30, windowMs: 15 * MINUTE },
    failuresOnly: true,
    message: throttleMessages.signIn,
  },
  // The second step of sign-in, TOTP and recovery codes alike: one budget, per client and per account
  // (the account the pending sign-in belongs to, read from its signed cookie), failures only.
  "/two-factor/verify-totp": twoFactorRule,
  "/two-factor/verify-backup-code": twoFactorRule,
  "/sign-up/email": everyRequest("sign-up", { perAddress: 5, perClient: 10 }, throttleMessages.signUp),
  "/request-password-reset": everyRequest(
    "password-reset",
    { perAddress: 5, perClient: 20 },
    throttleMessages.passwordReset,
  ),
  "/send-verification-email": everyRequest(
    "verification-email",
    { perAddress: 5, perClient: 20 },
    throttleMessages.verificationEmail,
  ),
};

/** The error code of a spent budget, beside HTTP 429. */
export const TOO_MANY_ATTEMPTS = "TOO_MANY_ATTEMPTS";

// Addresses are stored hashed: the counters need no readable e-mail, and any length hashes to the same size.
const addressKey = (action: string, email: string) =>
  `${action}:address:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 40)}`;
const clientKey = (action: string, ip: string | null | undefined) => `${action}:client:${clientBucket(ip)}`;

async function keysOf(
  rule: Rule,
  ctx: AuthHookContext,
): Promise<{ key: string; limit: AttemptLimit; scope: string }[]> {
  const ip = (ctx.headers ?? ctx.request?.headers)?.get(CLIENT_IP_HEADER);
  const email =
    rule === twoFactorRule
      ? await pendingTwoFactorUser(ctx)
      : (ctx.body as { email?: unknown } | undefined)?.email;
  const keys = [{ key: clientKey(rule.action, ip), limit: rule.perClient, scope: "client" }];
  if (typeof email === "string" && email.trim())
    keys.push({ key: addressKey(rule.action, email), limit: rule.perAddress, scope: "address" });
  return keys;
}

export function authThrottle(options: { db: Database; logger: Logger }): BetterAuthPlugin {
  const { db, logger } = options;
  return {
    id: "sd-auth-throttle",
    hooks: {
      before: [
        {
          matcher: (ctx) => Boolean(ctx.path && THROTTLE_RULES[ctx.path]),
          handler: createAuthMiddleware(async (ctx) => {
            const rule = THROTTLE_RULES[ctx.path]!;
            // The client's budget first: a client already refused does not spend the address's.
            for (const { key, limit, scope } of await keysOf(rule, ctx)) {
              const decision = await takeAttempt(db, key, limit);
              if (decision.allowed) continue;
              if (decision.firstRefusal)
                logger.warn({ throttle: rule.action, scope }, "attempt budget spent");
              const seconds = Math.ceil(decision.retryAfterMs / 1000);
              throw new APIError(
                "TOO_MANY_REQUESTS",
                { message: rule.message(Math.ceil(seconds / 60)), code: TOO_MANY_ATTEMPTS },
                { "Retry-After": String(seconds) },
              );
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => Boolean(ctx.path && THROTTLE_RULES[ctx.path]?.failuresOnly),
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const rule = THROTTLE_RULES[ctx.path]!;
            for (const { key, scope } of await keysOf(rule, ctx)) {
              if (scope === "address") await clearAttempts(db, key);
              else await giveBackAttempt(db, key);
            }
          }),
        },
      ],
    },
  };
}

/** Lifts the sign-in lock of an address (after its owner completed a password reset from the e-mail). */
export async function liftSignInLock(db: Database, email: string): Promise<void> {
  await clearAttempts(db, addressKey(THROTTLE_RULES["/sign-in/email"]!.action, email));
}
