import type { FaqInput } from "../../core/faq-schema.ts";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import type { Database } from "../db/client.ts";
import { faqs } from "../db/schema.ts";

export async function createFaq(db: Database, actor: SessionUser, input: FaqInput) {
  assertAdmin(actor);
  const [row] = await db.insert(faqs).values(input).returning();
  return row!;
}
