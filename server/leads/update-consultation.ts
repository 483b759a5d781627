import { eq } from "drizzle-orm";
import type { ConsultationInput } from "#core/leads/consultation-form-schema.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { consultations } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";
import { consultationWriteError } from "./consultation-errors.ts";
import { consultationValues } from "./consultation-values.ts";

/** Edit: every field of the entity. */
export async function updateConsultation(
  db: Database,
  actor: SessionUser,
  id: string,
  input: ConsultationInput,
): Promise<void> {
  assertAdmin(actor);
  const updated = await db
    .update(consultations)
    .set(consultationValues(input))
    .where(eq(consultations.id, id))
    .returning({ id: consultations.id })
    .catch((error: unknown) => {
      throw consultationWriteError(error);
    });
  if (updated.length === 0) throw notFound("Consultation");
}
