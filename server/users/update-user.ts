// Edit User: names and role. An admin cannot remove their own admin role, and the last admin cannot be
// demoted (checked inside the transaction, see admin-guard.ts).

import { eq, sql } from "drizzle-orm";
import { fullName } from "#core/users/display-name.ts";
import { type UserUpdate, userMessages } from "#core/users/user-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { profiles, userRolesTable } from "#server/db/schema.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { assertAnotherAdminRemains } from "./admin-guard.ts";

export async function updateUser(
  services: Services,
  actor: SessionUser,
  id: string,
  input: UserUpdate,
): Promise<void> {
  assertAdmin(actor);
  if (input.role !== "admin" && id === actor.id) throw new DomainError("conflict", userMessages.selfDemote);
  await services.db.transaction(async (tx) => {
    if (input.role !== "admin") await assertAnotherAdminRemains(tx, id);
    const [before] = await tx
      .select({
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        name: profiles.name,
        role: sql<string>`coalesce(${userRolesTable.role}, 'member')`,
      })
      .from(profiles)
      .leftJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
      .where(eq(profiles.id, id));
    const updated = await tx
      .update(profiles)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        name: fullName(input),
      })
      .where(eq(profiles.id, id))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw notFound("User");
    await tx
      .insert(userRolesTable)
      .values({ userId: id, role: input.role })
      .onConflictDoUpdate({ target: userRolesTable.userId, set: { role: input.role } });
    const after = {
      firstName: input.firstName,
      lastName: input.lastName,
      name: fullName(input),
      role: input.role,
    };
    await recordAudit(tx, { actor, action: "update", entity: "user", entityId: id, before, after });
  });
}
