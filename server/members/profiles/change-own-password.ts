// Update Password on My Profile (SPEC 5, 6): the member's own password, by the one policy (8 to 128
// characters), through the one own-password change (server/auth/passwords/change-password.ts).

import { changeOwnPassword } from "#server/auth/passwords/change-password.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Services } from "#server/services.ts";

export async function changeMemberPassword(
  services: Services,
  request: Request,
  member: SessionUser,
  newPassword: string,
): Promise<{ notified: Promise<void> }> {
  assertMember(member);
  return changeOwnPassword(services, request, member, { newPassword, via: "profile" });
}
