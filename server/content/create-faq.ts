import type { FaqInput } from "#core/content/faq-schema.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { faqs } from "#server/db/schema.ts";

export async function createFaq(db: Database, actor: SessionUser, input: FaqInput) {
  assertAdmin(actor);
  const [row] = await db.insert(faqs).values(input).returning();
  return row!;
}
