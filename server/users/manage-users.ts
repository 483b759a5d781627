// User Management's writes (admins only). An admin cannot delete or demote themselves, and the last
// admin can be neither deleted nor demoted: the back office must always have a way in.
import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { type UserInput, type UserUpdate, userMessages } from "../../core/user-schema.ts";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import { setUserRole } from "../auth/roles.ts";
import { profiles, userRolesTable } from "../db/schema.ts";
import { invitationEmail } from "../mail/templates.ts";
import type { Services } from "../services.ts";

export class UserRuleError extends Error {}

const INVITATION_VALID_SECONDS = 72 * 60 * 60;

async function otherAdmins(services: Services, userId: string): Promise<number> {
  return services.db.$count(
    userRolesTable,
    and(eq(userRolesTable.role, "admin"), ne(userRolesTable.userId, userId)),
  );
}

/**
 * Creates a real account and e-mails the person a link to choose their password. The link is a
 * password-reset token (better-auth's own format), valid for 72 hours; the address counts as
 * verified because an operator vouched for it.
 */
export async function inviteUser(
  services: Services,
  actor: SessionUser,
  input: UserInput,
): Promise<{ id: string }> {
  assertAdmin(actor);
  const { db, auth, config } = services;
  const [existing] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${input.email}`);
  if (existing) throw new UserRuleError(userMessages.emailTaken);
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      email: input.email,
      name: [input.firstName, input.lastName].filter(Boolean).join(" "),
      emailVerified: true,
      firstName: input.firstName,
      lastName: input.lastName,
    },
    { method: "admin" },
  );
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

export async function updateUser(
  services: Services,
  actor: SessionUser,
  id: string,
  input: UserUpdate,
): Promise<void> {
  assertAdmin(actor);
  const { db } = services;
  if (input.role !== "admin") {
    if (id === actor.id) throw new UserRuleError(userMessages.selfDemote);
    const [current] = await db
      .select({ role: userRolesTable.role })
      .from(userRolesTable)
      .where(eq(userRolesTable.userId, id));
    if (current?.role === "admin" && (await otherAdmins(services, id)) === 0)
      throw new UserRuleError(userMessages.lastAdmin);
  }
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(profiles)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        name: [input.firstName, input.lastName].filter(Boolean).join(" "),
      })
      .where(eq(profiles.id, id))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw new UserRuleError("User not found");
    await tx
      .insert(userRolesTable)
      .values({ userId: id, role: input.role })
      .onConflictDoUpdate({ target: userRolesTable.userId, set: { role: input.role } });
  });
}

/** SPEC: deleting a user removes its role row, then its profile (sessions and accounts go with it). */
export async function deleteUser(services: Services, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  const { db } = services;
  if (id === actor.id) throw new UserRuleError(userMessages.selfDelete);
  const [role] = await db
    .select({ role: userRolesTable.role })
    .from(userRolesTable)
    .where(eq(userRolesTable.userId, id));
  if (role?.role === "admin" && (await otherAdmins(services, id)) === 0)
    throw new UserRuleError(userMessages.lastAdmin);
  await db.transaction(async (tx) => {
    await tx.delete(userRolesTable).where(eq(userRolesTable.userId, id));
    const deleted = await tx.delete(profiles).where(eq(profiles.id, id)).returning({ id: profiles.id });
    if (deleted.length === 0) throw new UserRuleError("User not found");
  });
}
