// Turning two-factor sign-in off: one's own, with the current password; or a colleague's, by an admin
// (the recovery for a lost phone). Both remove the key and the recovery codes in the transaction that
// writes the audit row (which holds neither).
import { and, eq } from "drizzle-orm";
import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import { twoFactorResetRefusal } from "#core/auth/two-factor/two-factor-rules.ts";
import { assertOwnPassword } from "#server/auth/passwords/check-own-password.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { profiles, twoFactors } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { auditTwoFactorChange } from "./audit-two-factor.ts";

async function removeTwoFactor(tx: Transaction, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .returning({ id: twoFactors.id });
  const turnedOff = await tx
    .update(profiles)
    .set({ twoFactorEnabled: false })
    .where(and(eq(profiles.id, userId), eq(profiles.twoFactorEnabled, true)))
    .returning({ id: profiles.id });
  return removed.length > 0 || turnedOff.length > 0;
}

export async function disableOwnTwoFactor(services: Services, user: SessionUser, password: string) {
  await assertOwnPassword(services, user.id, password, {
    field: "password",
    message: twoFactorMessages.wrongPassword,
  });
  await services.db.transaction(async (tx) => {
    if (!(await removeTwoFactor(tx, user.id))) throw new DomainError("conflict", twoFactorMessages.notOn);
    await auditTwoFactorChange(tx, user, user.id, "disable");
  });
}

/** An admin resets a colleague's two-factor: they sign in with their password and may enrol again. */
export async function resetTwoFactor(services: Services, actor: SessionUser, userId: string) {
  assertAdmin(actor);
  return services.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: profiles.email, twoFactorEnabled: profiles.twoFactorEnabled })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!user) throw notFound("User");
    const refusal = twoFactorResetRefusal({ id: userId, twoFactorEnabled: user.twoFactorEnabled }, actor.id);
    if (refusal) throw new DomainError("conflict", refusal);
    await removeTwoFactor(tx, userId);
    await auditTwoFactorChange(tx, actor, userId, "reset");
    return { email: user.email };
  });
}
