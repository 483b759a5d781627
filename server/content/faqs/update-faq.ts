import { eq } from "drizzle-orm";
import type { FaqInput } from "#core/content/faqs/faq-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { faqs } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";

export async function updateFaq(db: Database, actor: SessionUser, id: string, input: FaqInput) {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, faqs, id, "FAQ");
    const [row] = await tx.update(faqs).set(input).where(eq(faqs.id, id)).returning();
    if (!row) throw notFound("FAQ");
    await recordAudit(tx, { actor, action: "update", entity: "faq", entityId: id, before, after: row });
    return row;
  });
}
