// Admin sign-ins through better-auth's own HTTP endpoint (`POST /api/auth/sign-in/email`) are audited
// like the operators' form (decision 144). The forms call better-auth in-process (server/auth/sign-in/sign-in.ts
// writes their rows after the area check), so this hook acts only on requests that came over HTTP:
// a call has `ctx.request` then, and an in-process `auth.api` call has none. Each sign-in thus has
// exactly one row, whichever way it came.
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { getUserRole } from "#server/auth/sessions/roles.ts";
import { recordFailedAdminSignIn } from "#server/auth/sign-in/record-failed-sign-in.ts";
import type { Database } from "#server/db/client.ts";
import { profiles, userRolesTable } from "#server/db/schema.ts";

const SIGN_IN = "/sign-in/email";

export function apiSignInsAudited(db: Database): BetterAuthPlugin {
  return {
    id: "sd-api-sign-ins-audited",
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN && ctx.request !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (isAPIError(returned)) {
              // A throttled attempt was never checked; a refusal is recorded for an admin's address only
              // (the endpoint serves both areas, and a member's typo is not an admin event).
              if (returned.statusCode === 429) return;
              const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? "");
              const reason = returned.body?.code === "EMAIL_NOT_VERIFIED" ? "unverified" : "invalid";
              if (await isAdminAddress(db, email)) await recordFailedAdminSignIn(db, email, reason);
              return;
            }
            const made = ctx.context.newSession;
            if (!made || (await getUserRole(db, made.user.id)) !== "admin") return;
            // Two-factor (decision 146) holds the sign-in for a code: its session is gone, no sign-in yet.
            if (!(await ctx.context.internalAdapter.findSession(made.session.token))) return;
            // The session exists already: without its audit row it is ended, not handed out.
            await recordAudit(db, {
              actor: { id: made.user.id, email: made.user.email },
              action: "sign_in",
              entity: "session",
              entityId: made.user.id,
            }).catch(async (error: unknown) => {
              await ctx.context.internalAdapter.deleteSession(made.session.token).catch(() => {});
              throw error;
            });
          }),
        },
      ],
    },
  };
}

async function isAdminAddress(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
    .where(
      and(sql`lower(${profiles.email}) = ${email.trim().toLowerCase()}`, eq(userRolesTable.role, "admin")),
    )
    .limit(1);
  return row !== undefined;
}
