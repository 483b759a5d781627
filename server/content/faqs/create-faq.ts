import type { FaqInput } from "#core/content/faqs/faq-schema.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { faqs } from "#server/db/schema.ts";

export async function createFaq(db: Database, actor: SessionUser, input: FaqInput) {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(faqs).values(input).returning();
    await recordAudit(tx, { actor, action: "create", entity: "faq", entityId: row!.id, after: row });
    return row!;
  });
}
