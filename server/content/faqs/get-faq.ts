import { eq } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { faqs } from "#server/db/schema.ts";

/** One FAQ for its edit dialog, or null when the id names none. */
export async function getFaq(db: Database, actor: SessionUser, id: string | null) {
  assertAdmin(actor);
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row ?? null;
}
