// A refused admin sign-in, for the audit trail (decision 144). Nobody is signed in, so the row has no
// actor; it names the account the attempt was for when one exists (its id, never the address typed,
// which may be a stranger's or a password typed in the wrong field), and why it was refused. A wrong
// code at the second step (decision 146) names the account its pending sign-in belongs to, never the code.
import { sql } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import type { Database } from "#server/db/client.ts";
import { profiles } from "#server/db/schema.ts";

export type SignInRefusal = "invalid" | "unverified" | "wrong_role" | "invalid_code";

export async function recordFailedAdminSignIn(
  db: Database,
  email: string,
  reason: Exclude<SignInRefusal, "invalid_code">,
): Promise<void> {
  const [account] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  await recordRefusal(db, account?.id ?? null, reason);
}

/** A wrong authenticator or recovery code for the admin account `accountId`. */
export async function recordRefusedAdminCode(db: Database, accountId: string): Promise<void> {
  await recordRefusal(db, accountId, "invalid_code");
}

async function recordRefusal(db: Database, accountId: string | null, reason: SignInRefusal): Promise<void> {
  await recordAudit(db, {
    actor: null,
    action: "sign_in_failed",
    entity: "session",
    entityId: accountId,
    after: { reason },
  });
}
