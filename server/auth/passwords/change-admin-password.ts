// An admin's own password on their Security page: the current password, then the new one twice,
// through the one own-password change (change-password.ts): audited, the admin's other sessions ended,
// this one kept, a notice e-mailed.
import type { AdminPasswordChange } from "#core/auth/auth-schemas.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Services } from "#server/services.ts";
import { changeOwnPassword } from "./change-password.ts";

export async function changeAdminPassword(
  services: Services,
  request: Request,
  admin: SessionUser,
  input: Pick<AdminPasswordChange, "currentPassword" | "newPassword">,
): Promise<{ notified: Promise<void> }> {
  assertAdmin(admin);
  return changeOwnPassword(services, request, admin, { ...input, via: "security" });
}
