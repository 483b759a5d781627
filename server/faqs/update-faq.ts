import { eq } from "drizzle-orm";
import type { FaqInput } from "../../core/faq-schema.ts";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import type { Database } from "../db/client.ts";
import { faqs } from "../db/schema.ts";
import { notFound } from "../errors/domain-error.ts";

export async function updateFaq(db: Database, actor: SessionUser, id: string, input: FaqInput) {
  assertAdmin(actor);
  const [row] = await db.update(faqs).set(input).where(eq(faqs.id, id)).returning();
  if (!row) throw notFound("FAQ");
  return row;
}
