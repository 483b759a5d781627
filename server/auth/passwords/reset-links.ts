// Password-reset links are better-auth verification rows ("reset-password:<token>", value = user id).
import { and, eq, like } from "drizzle-orm";
import type { UserRole } from "#core/enums.ts";
import { getUserRole } from "#server/auth/sessions/roles.ts";
import type { Database } from "#server/db/client.ts";
import { verifications } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";

/** Ends every outstanding reset link of an account: once a password is set, older links are void. */
export async function endResetLinks(db: Database | Transaction, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)));
}

/**
 * The role of the account a reset link belongs to, so /reset-password can send the person back to the
 * sign-in page that admits them; null for a token that names no account (used, or never issued).
 */
export async function resetLinkAccountRole(db: Database, token: string): Promise<UserRole | null> {
  const [link] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`))
    .limit(1);
  return link ? getUserRole(db, link.userId) : null;
}

/**
 * A reset link as /reset-password sees it: whether it can still be used (issued, unused, unexpired)
 * and the role of its account (for the way back to sign in); null for a token never issued or spent.
 */
export async function resetLinkOf(
  db: Database,
  token: string,
): Promise<{ live: boolean; role: UserRole | null } | null> {
  const [link] = await db
    .select({ userId: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`))
    .limit(1);
  if (!link) return null;
  return { live: link.expiresAt.getTime() > Date.now(), role: await getUserRole(db, link.userId) };
}
