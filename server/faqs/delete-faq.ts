import { eq } from "drizzle-orm";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import type { Database } from "../db/client.ts";
import { faqs } from "../db/schema.ts";
import { notFound } from "../errors/domain-error.ts";

export async function deleteFaq(db: Database, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (deleted.length === 0) throw notFound("FAQ");
}
