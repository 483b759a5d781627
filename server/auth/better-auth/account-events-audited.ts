// What happens to an admin's own account through better-auth, on the audit trail (decision 144), in a
// plugin because better-auth runs these itself:
// - a change of their own name or image over `/update-user` (no form of ours calls it);
// - signing out, however it is asked for (/admin/logout calls `/sign-out` in-process; the API over
//   HTTP), recorded when the session row is deleted for it, so each sign-out has exactly one row;
// - a wrong code at the second step of their sign-in (our code step calls better-auth's verify
//   endpoints in-process; over HTTP they answer 404), against the account the pending sign-in is for.
// Members' own changes are not admin events and are not recorded (decision 144).
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { pendingTwoFactorUser } from "#server/auth/sign-in/pending-sign-in.ts";
import { recordRefusedAdminCode } from "#server/auth/sign-in/record-failed-sign-in.ts";
import type { Database } from "#server/db/client.ts";
import { profiles, userRolesTable } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";

const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const WRONG_CODE = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE"]);
/** What /update-user can change that the trail shows (phone is not writable there). */
const NAME_FIELDS = ["name", "image", "firstName", "lastName"] as const;

/** The account's e-mail when it is an admin's, else null. */
async function adminEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: profiles.email })
    .from(profiles)
    .innerJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
    .where(and(eq(profiles.id, userId), eq(userRolesTable.role, "admin")))
    .limit(1);
  return row?.email ?? null;
}

const nameFields = (user: Record<string, unknown>) =>
  Object.fromEntries(NAME_FIELDS.map((field) => [field, user[field] ?? null]));

export function accountEventsAudited(db: Database, logger: Logger): BetterAuthPlugin {
  return {
    id: "sd-account-events-audited",
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            delete: {
              async after(session, ctx) {
                if (ctx?.path !== "/sign-out") return;
                // The sign-out has happened; a row that cannot be written is logged, never a reason
                // to keep someone signed in.
                try {
                  const email = await adminEmail(db, session.userId);
                  if (email === null) return;
                  const actor = { id: session.userId, email };
                  await recordAudit(db, { actor, action: "sign_out", entity: "session", entityId: actor.id });
                } catch (err) {
                  logger.error({ err, userId: session.userId }, "could not record an admin's sign-out");
                }
              },
            },
          },
        },
      },
    }),
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === "/update-user",
          handler: createAuthMiddleware(async (ctx) => {
            const user = ctx.context.session?.user;
            if (!user || isAPIError(ctx.context.returned)) return;
            const email = await adminEmail(db, user.id);
            if (email === null) return;
            // The session's user was read before the change; the row as it is now, after it.
            const [now] = await db
              .select({
                name: profiles.name,
                image: profiles.image,
                firstName: profiles.firstName,
                lastName: profiles.lastName,
              })
              .from(profiles)
              .where(eq(profiles.id, user.id));
            if (!now) return;
            const before = nameFields(user);
            const after = nameFields(now);
            if (NAME_FIELDS.every((field) => before[field] === after[field])) return;
            await recordAudit(db, {
              actor: { id: user.id, email },
              action: "update",
              entity: "user",
              entityId: user.id,
              before,
              after,
            });
          }),
        },
        {
          matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!isAPIError(returned) || !WRONG_CODE.has(String(returned.body?.code))) return;
            const accountId = await pendingTwoFactorUser(ctx);
            if (accountId && (await adminEmail(db, accountId)) !== null)
              await recordRefusedAdminCode(db, accountId);
          }),
        },
      ],
    },
  };
}
