// Add User: creates a real account and e-mails the person a link to choose their password. The link is
// a password-reset token (better-auth's own format), valid for 72 hours; the address counts as
// verified because an operator vouched for it.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { type UserInput, userMessages } from "#core/users/user-schema.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import { setUserRole } from "#server/auth/roles.ts";
import { pgErrorCode } from "#server/db/client.ts";
import { profiles } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { invitationEmail } from "#server/mail/templates.ts";
import type { Services } from "#server/services.ts";

const INVITATION_VALID_SECONDS = 72 * 60 * 60;

export async function inviteUser(
  services: Services,
  actor: SessionUser,
  input: UserInput,
): Promise<{ id: string }> {
  assertAdmin(actor);
  const { db, auth, config } = services;
  const taken = () => new DomainError("conflict", userMessages.emailTaken);
  const [existing] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${input.email}`);
  if (existing) throw taken();
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter
    .createUser(
      {
        email: input.email,
        name: [input.firstName, input.lastName].filter(Boolean).join(" "),
        emailVerified: true,
        firstName: input.firstName,
        lastName: input.lastName,
      },
      { method: "admin" },
    )
    .catch((error: unknown) => {
      // Invited by two operators at once: the unique index on lower(email) decides.
      throw pgErrorCode(error) === "23505" ? taken() : error;
    });
  await setUserRole(db, user.id, input.role);
  const token = randomBytes(18).toString("base64url");
  await ctx.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + INVITATION_VALID_SECONDS * 1000),
  });
  const link = `${config.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent("/reset-password")}`;
  await services.mailer.send(invitationEmail(config.siteName, input.email, input.firstName ?? "", link));
  return { id: user.id };
}
