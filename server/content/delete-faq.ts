import { eq } from "drizzle-orm";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { faqs } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";

export async function deleteFaq(db: Database, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (deleted.length === 0) throw notFound("FAQ");
}
