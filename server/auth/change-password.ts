// A signed-in user's own password change (members portal profile; SPEC 5: match and 8 characters,
// the current password is neither shown nor checked). Every other session of the account is revoked;
// the one making the change stays signed in.
import type { Services } from "../services.ts";
import type { SessionUser } from "./guards.ts";

export async function changeOwnPassword(
  services: Services,
  request: Request,
  user: SessionUser,
  newPassword: string,
): Promise<void> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session || session.user.id !== user.id) throw new Error("No active session found");
  const ctx = await services.auth.$context;
  await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(newPassword));
  const sessions = await ctx.internalAdapter.listSessions(user.id);
  await Promise.all(
    sessions
      .filter((s) => s.token !== session.session.token)
      .map((s) => ctx.internalAdapter.deleteSession(s.token)),
  );
}
