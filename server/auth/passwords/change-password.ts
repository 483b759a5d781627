// A signed-in person's own password change, one way for both areas: a member's Update Password (SPEC 5:
// match and 8 characters, the current password neither shown nor checked) and an admin's on Security
// (the current password required, within its budget). The new password is written, the audit trail
// records it (decision 144) and outstanding reset links end; every other session of the account is
// revoked while the one making the change stays signed in; the account holder is e-mailed a notice.
import { ownPasswordMessages } from "#core/auth/auth-messages.ts";
import { newPasswordSchema } from "#core/auth/auth-schemas.ts";
import { forgotPasswordPath } from "#server/auth/sessions/roles.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { sendMail } from "#server/mail/mail-queue.ts";
import { passwordChangedEmail } from "#server/mail/member-templates.ts";
import type { Services } from "#server/services.ts";
import { assertOwnPassword } from "./check-own-password.ts";
import { passwordChanged } from "./password-changed.ts";

export type OwnPasswordChange = {
  newPassword: string;
  /** Checked when given (the admins' form asks for it; the spec's members' form does not). */
  currentPassword?: string;
  /** Which form, for the audit row: the members' profile or the admins' Security page. */
  via: "profile" | "security";
};

export async function changeOwnPassword(
  services: Services,
  request: Request,
  user: SessionUser,
  change: OwnPasswordChange,
): Promise<{ notified: Promise<void> }> {
  const checked = newPasswordSchema.safeParse(change.newPassword);
  if (!checked.success) {
    // The policy's message, shown beside the new password's field.
    const message = checked.error.issues[0]!.message;
    throw new DomainError("invalid", message, { fields: { newPassword: message } });
  }
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session || session.user.id !== user.id) throw new Error("No active session found");
  if (change.currentPassword !== undefined)
    await assertOwnPassword(services, user.id, change.currentPassword, {
      field: "currentPassword",
      message: ownPasswordMessages.wrongCurrent,
    });
  const ctx = await services.auth.$context;
  await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(checked.data));
  await passwordChanged(services.db, user, change.via);
  const sessions = await ctx.internalAdapter.listSessions(user.id);
  await Promise.all(
    sessions
      .filter((s) => s.token !== session.session.token)
      .map((s) => ctx.internalAdapter.deleteSession(s.token)),
  );
  services.logger.info({ userId: user.id }, "password changed");
  return { notified: noticeOfChange(services, user) };
}

/** The account holder learns of it, with a way back in if it was not them. */
function noticeOfChange(services: Services, user: SessionUser): Promise<void> {
  const { config } = services;
  const notice = passwordChangedEmail({
    siteName: config.siteName,
    to: user.email,
    resetUrl: new URL(forgotPasswordPath(user.role), config.publicUrl).toString(),
    at: new Date(),
  });
  // The password has changed whatever happens to the notice; one that cannot be written down is logged.
  return sendMail(services, [notice]).then(
    () => undefined,
    (error: unknown) => services.logger.error({ err: error, userId: user.id }, "password notice not queued"),
  );
}
