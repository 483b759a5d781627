// SPEC: deleting a user removes its role row, then its profile (sessions and accounts go with it). An
// admin cannot delete their own account, and the last admin cannot be deleted.
import { eq } from "drizzle-orm";
import { userMessages } from "../../core/user-schema.ts";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import { profiles, userRolesTable } from "../db/schema.ts";
import { DomainError, notFound } from "../errors/domain-error.ts";
import type { Services } from "../services.ts";
import { assertAnotherAdminRemains } from "./admin-guard.ts";

export async function deleteUser(services: Services, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  if (id === actor.id) throw new DomainError("conflict", userMessages.selfDelete);
  await services.db.transaction(async (tx) => {
    await assertAnotherAdminRemains(tx, id);
    await tx.delete(userRolesTable).where(eq(userRolesTable.userId, id));
    const deleted = await tx.delete(profiles).where(eq(profiles.id, id)).returning({ id: profiles.id });
    if (deleted.length === 0) throw notFound("User");
  });
}
