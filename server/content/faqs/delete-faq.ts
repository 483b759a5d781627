import { eq } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { faqs } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";

export async function deleteFaq(db: Database, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    if (!deleted) throw notFound("FAQ");
    await recordAudit(tx, { actor, action: "delete", entity: "faq", entityId: id, before: deleted });
  });
}
