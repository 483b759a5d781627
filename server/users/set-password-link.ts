// A link to choose a password, for an account an operator opened (Add User, Convert to member): a
// password-reset token in better-auth's own format (a `reset-password:<token>` verification row whose
// value is the user id; server/auth/passwords/reset-links.ts), valid for 72 hours. Written with the caller's
// database handle, so it can be part of the transaction that opens the account.
import { randomBytes } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { verifications } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";

export const SET_PASSWORD_LINK_VALID_MS = 72 * 60 * 60 * 1000;

export async function issueSetPasswordLink(
  db: Database | Transaction,
  publicUrl: string,
  userId: string,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(18).toString("base64url");
  await db.insert(verifications).values({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_VALID_MS),
  });
  return `${publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent("/reset-password")}`;
}
