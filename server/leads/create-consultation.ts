// Add Consultation: an operator enters a lead (a referral taken by phone). Like an application, the
// lead gets its 48-hour follow-up in the same transaction.

import type { ConsultationInput } from "#core/leads/consultation-form-schema.ts";
import { fullName } from "#core/users/display-name.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { consultations, contactActivities } from "#server/db/schema.ts";
import { consultationWriteError } from "./consultation-errors.ts";
import { consultationValues } from "./consultation-values.ts";
import { followUpActivity } from "./follow-up-activity.ts";

export async function createConsultation(
  db: Database,
  actor: SessionUser,
  input: ConsultationInput,
): Promise<{ id: string }> {
  assertAdmin(actor);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consultations)
        .values(consultationValues(input))
        .returning({ id: consultations.id, createdAt: consultations.createdAt });
      await tx
        .insert(contactActivities)
        .values(
          followUpActivity(
            row!,
            `Lead entered by an operator: ${input.title} ${fullName(input)}. We promise contact within 48 hours.`,
          ),
        );
      return { id: row!.id };
    });
  } catch (error) {
    throw consultationWriteError(error);
  }
}
