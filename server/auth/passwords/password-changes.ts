// A new password ends the person's other ways in, whichever way it is set: better-auth's own
// /change-password always signs the other sessions out (the body's revokeOtherSessions cannot turn that
// off) and ends outstanding reset links. Resets do the same through onPasswordReset (auth.ts), our
// change-password.ts for the members portal.
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Database } from "#server/db/client.ts";
import { passwordChanged } from "./password-changed.ts";

export function passwordChangesEndOtherAccess(db: Database): BetterAuthPlugin {
  return {
    id: "sd-password-changes",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/change-password",
          handler: createAuthMiddleware(async (ctx) => ({
            context: { body: { ...(ctx.body as object), revokeOtherSessions: true } },
          })),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/change-password",
          handler: createAuthMiddleware(async (ctx) => {
            const user = ctx.context.session?.user;
            if (user && !isAPIError(ctx.context.returned)) await passwordChanged(db, user, "account");
          }),
        },
      ],
    },
  };
}
