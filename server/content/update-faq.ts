import { eq } from "drizzle-orm";
import type { FaqInput } from "#core/content/faq-schema.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { faqs } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";

export async function updateFaq(db: Database, actor: SessionUser, id: string, input: FaqInput) {
  assertAdmin(actor);
  const [row] = await db.update(faqs).set(input).where(eq(faqs.id, id)).returning();
  if (!row) throw notFound("FAQ");
  return row;
}
