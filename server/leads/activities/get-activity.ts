import { eq } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { contactActivitiesWithDetails } from "#server/db/schema.ts";

/** One activity with its contact's name (the details view), for the edit dialog; null when none. */
export async function getActivity(db: Database, actor: SessionUser, id: string | null) {
  assertAdmin(actor);
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(contactActivitiesWithDetails)
    .where(eq(contactActivitiesWithDetails.id, id));
  return row ?? null;
}
