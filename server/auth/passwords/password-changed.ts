// Whichever way a password is set (the profile's form, better-auth's /change-password, a reset link),
// its outstanding reset links end and the audit trail records it (decision 144), in one transaction.
// The password itself is written by better-auth just before, on its own connection.
import { recordAudit } from "#server/audit/record-audit.ts";
import type { Database } from "#server/db/client.ts";
import { endResetLinks } from "./reset-links.ts";

/** Which way: a member's profile, an admin's Security page, better-auth's /change-password, a reset link. */
export type PasswordChangeRoute = "profile" | "security" | "account" | "reset_link";

export async function passwordChanged(
  db: Database,
  user: { id: string; email: string },
  via: PasswordChangeRoute,
): Promise<void> {
  await db.transaction(async (tx) => {
    await endResetLinks(tx, user.id);
    await recordAudit(tx, {
      actor: user,
      action: "change",
      entity: "password",
      entityId: user.id,
      after: { via },
    });
  });
}
