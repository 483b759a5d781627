// Add User: creates a real account and e-mails the person a link to choose their password
// (set-password-link.ts); the address counts as verified because an operator vouched for it.

import { sql } from "drizzle-orm";
import { fullName } from "#core/users/display-name.ts";
import { type UserInput, userMessages } from "#core/users/user-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import { setUserRole } from "#server/auth/sessions/roles.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { pgErrorCode } from "#server/db/client.ts";
import { profiles } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { enqueueMail, sendQueuedMail } from "#server/mail/mail-queue.ts";
import { invitationEmail } from "#server/mail/templates.ts";
import type { Services } from "#server/services.ts";
import { issueSetPasswordLink } from "./set-password-link.ts";

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
        name: fullName(input),
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
  // better-auth opens the account on its own connection; its role, link, audit row and invitation
  // e-mail commit together.
  const mail = await db.transaction(async (tx) => {
    await setUserRole(tx, user.id, input.role);
    await recordAudit(tx, {
      actor,
      action: "invite",
      entity: "user",
      entityId: user.id,
      after: { email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role },
    });
    const link = await issueSetPasswordLink(tx, config.publicUrl, user.id);
    return enqueueMail(tx, [invitationEmail(config.siteName, input.email, input.firstName ?? "", link)]);
  });
  await sendQueuedMail(services, mail);
  return { id: user.id };
}
