// Whether every admin must sign in with two-factor (decision 146). REQUIRE_ADMIN_TWO_FACTOR, when set,
// decides and the Settings screen only shows it; otherwise the screen's own row in app_settings does.
import { eq } from "drizzle-orm";
import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { appSettings } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";

export const REQUIRE_ADMIN_TWO_FACTOR = "requireAdminTwoFactor";

export type TwoFactorRequirement = { required: boolean; source: "environment" | "settings" };

async function storedRequirement(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REQUIRE_ADMIN_TWO_FACTOR));
  return row?.value === true;
}

export async function readTwoFactorRequirement(services: Services): Promise<TwoFactorRequirement> {
  const fromEnvironment = services.config.requireAdminTwoFactor;
  if (fromEnvironment !== undefined) return { required: fromEnvironment, source: "environment" };
  return { required: await storedRequirement(services.db), source: "settings" };
}

/** The same answer from a stored value already read (the session lookup reads it with the session). */
export function twoFactorRequirementOf(
  config: Pick<Services["config"], "requireAdminTwoFactor">,
  stored: boolean,
): TwoFactorRequirement {
  const fromEnvironment = config.requireAdminTwoFactor;
  if (fromEnvironment !== undefined) return { required: fromEnvironment, source: "environment" };
  return { required: stored, source: "settings" };
}

/** The Settings screen's switch; refused while the environment decides. */
export async function setTwoFactorRequirement(
  services: Services,
  actor: SessionUser,
  required: boolean,
): Promise<void> {
  assertAdmin(actor);
  if (services.config.requireAdminTwoFactor !== undefined)
    throw new DomainError("conflict", twoFactorMessages.requirementFromEnvironment);
  await services.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, REQUIRE_ADMIN_TWO_FACTOR))
      .for("update");
    await tx
      .insert(appSettings)
      .values({ key: REQUIRE_ADMIN_TWO_FACTOR, value: required })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: required, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "setting",
      entityId: REQUIRE_ADMIN_TWO_FACTOR,
      before: { [REQUIRE_ADMIN_TWO_FACTOR]: before?.value === true },
      after: { [REQUIRE_ADMIN_TWO_FACTOR]: required },
    });
  });
}
