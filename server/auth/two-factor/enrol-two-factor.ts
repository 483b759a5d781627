// Turning two-factor sign-in on (decision 146): the password first, which has better-auth's plugin
// make the key and the recovery codes (stored encrypted, not yet in force); then the first code from
// the app, checked here inside the transaction that turns it on and writes the audit row.
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import { authError } from "#server/auth/auth-errors.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { profiles, twoFactors } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { auditTwoFactorChange } from "./audit-two-factor.ts";
import { isCurrentTotpCode } from "./totp.ts";

/** Checks the password and makes a fresh key (replacing one still waiting for its first code). */
export async function startTwoFactorEnrolment(
  services: Services,
  request: Request,
  user: SessionUser,
  password: string,
): Promise<void> {
  try {
    const session = await services.auth.api.getSession({ headers: request.headers });
    if (session?.user.id !== user.id) throw new Error("the session is not the signed-in user's");
    await services.auth.api.enableTwoFactor({ body: { password }, headers: request.headers });
  } catch (error) {
    const known = authError(error);
    if (known?.code === "INVALID_PASSWORD")
      throw new DomainError("invalid", twoFactorMessages.wrongPassword, {
        fields: { password: twoFactorMessages.wrongPassword },
      });
    if (known?.code === "TOTP_ALREADY_ENABLED")
      throw new DomainError("conflict", twoFactorMessages.alreadyOn);
    throw error;
  }
}

/** The first code: turns two-factor on and answers the recovery codes, to be shown this once. */
export async function confirmTwoFactorEnrolment(
  services: Services,
  user: SessionUser,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const ctx = await services.auth.$context;
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: twoFactors.id, secret: twoFactors.secret, verified: twoFactors.verified })
      .from(twoFactors)
      .where(eq(twoFactors.userId, user.id))
      .for("update");
    if (!row) throw new DomainError("conflict", twoFactorMessages.notStarted);
    if (row.verified) throw new DomainError("conflict", twoFactorMessages.alreadyOn);
    const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: row.secret });
    if (!isCurrentTotpCode(secret, code))
      throw new DomainError("invalid", twoFactorMessages.invalidEnrolmentCode, {
        fields: { code: twoFactorMessages.invalidEnrolmentCode },
      });
    await tx
      .update(twoFactors)
      .set({ verified: true })
      .where(and(eq(twoFactors.id, row.id), eq(twoFactors.verified, false)));
    await tx.update(profiles).set({ twoFactorEnabled: true }).where(eq(profiles.id, user.id));
    await auditTwoFactorChange(tx, user, user.id, "enable");
  });
  const { backupCodes } = await services.auth.api.viewBackupCodes({ body: { userId: user.id } });
  return { recoveryCodes: backupCodes };
}
