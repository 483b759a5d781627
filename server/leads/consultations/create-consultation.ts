// Add Consultation: an operator enters a lead (a referral taken by phone). Like an application, the
// lead gets its 48-hour follow-up in the same transaction (insert-consultation.ts).

import type { ConsultationInput } from "#core/leads/consultations/consultation-schema.ts";
import { fullName } from "#core/users/display-name.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { consultationWriteError } from "./consultation-errors.ts";
import { insertConsultation } from "./insert-consultation.ts";

export async function createConsultation(
  db: Database,
  actor: SessionUser,
  input: ConsultationInput,
): Promise<{ id: string }> {
  assertAdmin(actor);
  const note = `Lead entered by an operator: ${input.title} ${fullName(input)}. We promise contact within 48 hours.`;
  try {
    const { id } = await insertConsultation(db, input, note, new Date(), (tx, consultation) =>
      recordAudit(tx, {
        actor,
        action: "create",
        entity: "consultation",
        entityId: consultation.id,
        after: input,
      }),
    );
    return { id };
  } catch (error) {
    throw consultationWriteError(error);
  }
}
