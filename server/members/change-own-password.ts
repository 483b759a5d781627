// Update Password on My Profile (SPEC 5, 6): the member's own password, by the one policy (8 to 128
// characters). The other sessions are signed out (server/auth/change-password.ts) and the account
// holder is e-mailed that it happened, with a way back in if it was not them.
import { assertMember } from "#server/auth/assert-member.ts";
import { changeOwnPassword } from "#server/auth/change-password.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import { forgotPasswordPath } from "#server/auth/roles.ts";
import { sendMail } from "#server/mail/mail-queue.ts";
import { passwordChangedEmail } from "#server/mail/member-templates.ts";
import type { Services } from "#server/services.ts";

export async function changeMemberPassword(
  services: Services,
  request: Request,
  member: SessionUser,
  newPassword: string,
): Promise<{ notified: Promise<void> }> {
  assertMember(member);
  await changeOwnPassword(services, request, member, newPassword);
  services.logger.info({ userId: member.id }, "password changed");
  const { config } = services;
  const notice = passwordChangedEmail({
    siteName: config.siteName,
    to: member.email,
    resetUrl: new URL(forgotPasswordPath("member"), config.publicUrl).toString(),
    at: new Date(),
  });
  // The password has changed whatever happens to the notice; one that cannot be written down is logged.
  const notified = sendMail(services, [notice]).then(
    () => undefined,
    (error: unknown) =>
      services.logger.error({ err: error, userId: member.id }, "password notice not queued"),
  );
  return { notified };
}
