import { eq } from "drizzle-orm";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { consultations } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";

/** Deletes the lead and its activities (cascade); a member account it became stays. */
export async function deleteConsultation(db: Database, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  const deleted = await db
    .delete(consultations)
    .where(eq(consultations.id, id))
    .returning({ id: consultations.id });
  if (deleted.length === 0) throw notFound("Consultation");
}
