// One audit row with its before/after, for the Audit Log's view dialog; null for an id that names
// none (a stale link: the list shows without the dialog, as the other screens' ?view= do).
import { eq } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { auditEvents } from "#server/db/schema.ts";

export async function getAuditEvent(db: Database, actor: SessionUser, id: string | null) {
  assertAdmin(actor);
  if (!isUuid(id)) return null;
  const [event] = await db.select().from(auditEvents).where(eq(auditEvents.id, id));
  return event ?? null;
}
