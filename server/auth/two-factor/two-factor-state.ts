// Where a person's two-factor sign-in stands, for their own Security section: off, set up but waiting
// for the first code (the key shown again, so a reload or a wrong code does not lose it), or on.
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { profiles, twoFactors } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { type QrPath, qrPath } from "./qr-code.ts";
import { totpUri } from "./totp.ts";

export type TwoFactorState =
  | { state: "off" }
  | { state: "pending"; secret: string; qr: QrPath }
  | { state: "on"; recoveryCodesLeft: number };

export async function getTwoFactorState(services: Services, user: SessionUser): Promise<TwoFactorState> {
  const [row] = await services.db
    .select({ enabled: profiles.twoFactorEnabled, secret: twoFactors.secret, verified: twoFactors.verified })
    .from(profiles)
    .leftJoin(twoFactors, eq(twoFactors.userId, profiles.id))
    .where(eq(profiles.id, user.id));
  if (!row?.secret) return { state: "off" };
  const ctx = await services.auth.$context;
  if (row.enabled && row.verified) {
    const { backupCodes } = await services.auth.api.viewBackupCodes({ body: { userId: user.id } });
    return { state: "on", recoveryCodesLeft: backupCodes.length };
  }
  const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: row.secret });
  const uri = totpUri(secret, services.config.siteName, user.email);
  return { state: "pending", secret: new URL(uri).searchParams.get("secret") ?? "", qr: await qrPath(uri) };
}
