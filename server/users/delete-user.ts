// SPEC: deleting a user removes its role row, then its profile (sessions and accounts go with it). An
// admin cannot delete their own account, and the last admin cannot be deleted. The audit row keeps the
// role and a summary, never the person's values, and the trail's earlier values about the account and
// what went with it go too (decision 173); rows the account made keep its address, for accountability
// and for erasure by address.
import { eq, or, sql } from "drizzle-orm";
import { userDeletionRefusal } from "#core/users/user-rules.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { consultations, profiles, userRolesTable, verifications } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { dataSubjectOf, namesOf, recordIdsOf } from "#server/privacy/data-subject.ts";
import { forgetDeleted } from "#server/privacy/forget-deleted.ts";
import type { Services } from "#server/services.ts";
import { assertAnotherAdminRemains } from "./admin-guard.ts";

export async function deleteUser(services: Services, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  const refusal = userDeletionRefusal({ id }, actor.id);
  if (refusal) throw new DomainError("conflict", refusal);
  await services.db.transaction(async (tx) => {
    await assertAnotherAdminRemains(tx, id);
    const profile = await lockedRow(tx, profiles, id, "User");
    // What the delete takes with it (activities, registrations and bookings cascade).
    const subject = await dataSubjectOf(tx, { ref: { kind: "member", id }, profile, role: null, leads: [] });
    const consultationsLeft = await tx.$count(
      consultations,
      or(eq(consultations.memberId, id), sql`lower(${consultations.email}) = lower(${profile.email})`),
    );
    const [role] = await tx.delete(userRolesTable).where(eq(userRolesTable.userId, id)).returning();
    await tx.delete(profiles).where(eq(profiles.id, id));
    // Its pending links (a set-password or reset link) name it by id: they would open nothing.
    await tx.delete(verifications).where(eq(verifications.value, id));
    await forgetDeleted(tx, {
      recordIds: recordIdsOf(subject),
      // A lead they came from still carries their name.
      names: consultationsLeft > 0 ? [] : namesOf([profile]),
    });
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "user",
      entityId: id,
      before: {
        role: role?.role ?? "member",
        createdAt: profile.createdAt,
        activities: subject.activityIds.length,
        registrations: subject.registrationIds.length,
        bookings: subject.bookingIds.length,
      },
    });
  });
}
