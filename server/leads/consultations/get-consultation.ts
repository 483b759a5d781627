import { eq } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { consultations } from "#server/db/schema.ts";
import { consultationContactColumns } from "./consultation-contact-columns.ts";

/** One lead's fields for the edit dialog, or null when the id names none. */
export async function getConsultation(db: Database, actor: SessionUser, id: string | null) {
  assertAdmin(actor);
  if (!isUuid(id)) return null;
  const c = consultations;
  const [row] = await db
    .select({
      ...consultationContactColumns,
      dateOfBirth: c.dateOfBirth,
      country: c.country,
      city: c.city,
      occupation: c.occupation,
      company: c.company,
      socialMediaLinks: c.socialMediaLinks,
      numberOfPeople: c.numberOfPeople,
      programId: c.programId,
    })
    .from(c)
    .where(eq(c.id, id));
  return row ?? null;
}
