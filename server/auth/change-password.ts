// A signed-in user's own password change (members portal profile; SPEC 5: match and 8 characters,
// the current password is neither shown nor checked). Every other session of the account is revoked
// and outstanding reset links end; the session making the change stays signed in.
import { newPasswordSchema } from "#core/auth/auth-schemas.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import type { SessionUser } from "./guards.ts";
import { passwordChanged } from "./password-changed.ts";

export async function changeOwnPassword(
  services: Services,
  request: Request,
  user: SessionUser,
  newPassword: string,
): Promise<void> {
  const checked = newPasswordSchema.safeParse(newPassword);
  if (!checked.success) {
    // The policy's message, shown beside the new password's field.
    const message = checked.error.issues[0]!.message;
    throw new DomainError("invalid", message, { fields: { newPassword: message } });
  }
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session || session.user.id !== user.id) throw new Error("No active session found");
  const ctx = await services.auth.$context;
  await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(checked.data));
  await passwordChanged(services.db, user, "profile");
  const sessions = await ctx.internalAdapter.listSessions(user.id);
  await Promise.all(
    sessions
      .filter((s) => s.token !== session.session.token)
      .map((s) => ctx.internalAdapter.deleteSession(s.token)),
  );
}
