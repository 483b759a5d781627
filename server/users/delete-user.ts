// SPEC: deleting a user removes its role row, then its profile (sessions and accounts go with it). An
// admin cannot delete their own account, and the last admin cannot be deleted.
import { eq } from "drizzle-orm";
import { userMessages } from "#core/users/user-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import { profiles, userRolesTable } from "#server/db/schema.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { assertAnotherAdminRemains } from "./admin-guard.ts";

export async function deleteUser(services: Services, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  if (id === actor.id) throw new DomainError("conflict", userMessages.selfDelete);
  await services.db.transaction(async (tx) => {
    await assertAnotherAdminRemains(tx, id);
    const [role] = await tx.delete(userRolesTable).where(eq(userRolesTable.userId, id)).returning();
    const [deleted] = await tx
      .delete(profiles)
      .where(eq(profiles.id, id))
      .returning({ email: profiles.email, firstName: profiles.firstName, lastName: profiles.lastName });
    if (!deleted) throw notFound("User");
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "user",
      entityId: id,
      before: { ...deleted, role: role?.role ?? "member" },
    });
  });
}
