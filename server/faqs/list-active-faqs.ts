import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { faqs } from "#server/db/schema.ts";

export type PublicFaq = { id: string; question: string; answer: string };

/** Active FAQs in display order (SPEC 7: faqs where is_active true ordered by display_order). Public. */
export async function listActiveFaqs(db: Database): Promise<PublicFaq[]> {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.displayOrder), asc(faqs.createdAt));
}
