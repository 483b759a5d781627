// A signed-in person confirms a change to their own account with their password (turning two-factor
// off, an admin's own password change). Checked against the account's stored hash, within a budget
// per account, failures only: a stolen session must not be a way to guess its owner's password.
import { and, eq } from "drizzle-orm";
import { throttleMessages } from "#core/auth/auth-messages.ts";
import { type AttemptLimit, giveBackAttempt, takeAttempt } from "#server/auth/throttling/attempt-counter.ts";
import { accounts } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";

/** Wrong passwords a signed-in account may type, per window (docs/security.md). */
export const OWN_PASSWORD_CHECKS: AttemptLimit = { max: 10, windowMs: 15 * 60_000 };

/**
 * Resolves when `password` is the account's; else the DomainError `invalid` with `wrong` beside its
 * form field, or `rate_limited` once the budget is spent (even for the right password, until it ends).
 */
export async function assertOwnPassword(
  services: Services,
  userId: string,
  password: string,
  wrong: { field: string; message: string },
): Promise<void> {
  const key = `own-password:account:${userId}`;
  const decision = await takeAttempt(services.db, key, OWN_PASSWORD_CHECKS);
  if (!decision.allowed) {
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    throw new DomainError("rate_limited", throttleMessages.ownPassword(Math.ceil(seconds / 60)), {
      retryAfterSeconds: seconds,
    });
  }
  const [account] = await services.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  const ctx = await services.auth.$context;
  if (!account?.hash || !(await ctx.password.verify({ hash: account.hash, password })))
    throw new DomainError("invalid", wrong.message, { fields: { [wrong.field]: wrong.message } });
  await giveBackAttempt(services.db, key);
}
