import { eq, max } from "drizzle-orm";
import type { FaqInput } from "../../core/faq-schema.ts";
import { nextDisplayOrder } from "../../core/ordering.ts";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import type { Database } from "../db/client.ts";
import { faqs } from "../db/schema.ts";
import { moveByOne } from "../ordering/move-by-one.ts";

/** The order a new FAQ gets by default: highest + 1, or 1 (SPEC section 4). */
export async function nextFaqOrder(db: Database): Promise<number> {
  const [row] = await db.select({ highest: max(faqs.displayOrder) }).from(faqs);
  return nextDisplayOrder(row?.highest == null ? [] : [row.highest]);
}

export async function createFaq(db: Database, actor: SessionUser, input: FaqInput) {
  assertAdmin(actor);
  const [row] = await db.insert(faqs).values(input).returning();
  return row!;
}

export async function updateFaq(db: Database, actor: SessionUser, id: string, input: FaqInput) {
  assertAdmin(actor);
  const [row] = await db.update(faqs).set(input).where(eq(faqs.id, id)).returning();
  if (!row) throw new Error("FAQ not found");
  return row;
}

export async function deleteFaq(db: Database, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (deleted.length === 0) throw new Error("FAQ not found");
}

export async function moveFaq(db: Database, actor: SessionUser, id: string, direction: "up" | "down") {
  assertAdmin(actor);
  await moveByOne(db, "faqs", id, direction);
}
