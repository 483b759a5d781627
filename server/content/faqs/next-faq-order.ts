import { max } from "drizzle-orm";
import { nextDisplayOrder } from "#core/admin/ordering.ts";
import type { Database } from "#server/db/client.ts";
import { faqs } from "#server/db/schema.ts";

/** The order a new FAQ gets by default: highest + 1, or 1 (SPEC section 4). */
export async function nextFaqOrder(db: Database): Promise<number> {
  const [row] = await db.select({ highest: max(faqs.displayOrder) }).from(faqs);
  return nextDisplayOrder(row?.highest == null ? [] : [row.highest]);
}
