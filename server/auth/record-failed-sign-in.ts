// A refused sign-in at /admin/login, for the audit trail (decision 144). Nobody is signed in, so the row
// has no actor; it names the account the attempt was for when one exists (its id, never the address
// typed, which may be a stranger's or a password typed in the wrong field), and why it was refused.
import { sql } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import type { Database } from "#server/db/client.ts";
import { profiles } from "#server/db/schema.ts";

export type SignInRefusal = "invalid" | "unverified" | "wrong_role";

export async function recordFailedAdminSignIn(
  db: Database,
  email: string,
  reason: SignInRefusal,
): Promise<void> {
  const [account] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  await recordAudit(db, {
    actor: null,
    action: "sign_in_failed",
    entity: "session",
    entityId: account?.id ?? null,
    after: { reason },
  });
}
