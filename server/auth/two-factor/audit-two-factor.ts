// The audit row of a person's two-factor sign-in turning on or off: who did it, and which way. Neither
// the key nor the recovery codes are ever in it.
import { recordAudit } from "#server/audit/record-audit.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Transaction } from "#server/db/transaction.ts";

export function auditTwoFactorChange(
  tx: Transaction,
  actor: SessionUser,
  userId: string,
  action: "enable" | "disable" | "reset",
): Promise<void> {
  const enabled = action === "enable";
  return recordAudit(tx, {
    actor,
    action,
    entity: "two_factor",
    entityId: userId,
    before: { twoFactorEnabled: !enabled },
    after: { twoFactorEnabled: enabled },
  });
}
