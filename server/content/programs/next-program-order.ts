import { max } from "drizzle-orm";
import { nextDisplayOrder } from "#core/admin/ordering.ts";
import type { Database } from "#server/db/client.ts";
import { programs } from "#server/db/schema.ts";

/** The order a new program gets by default: highest + 1, or 1 (SPEC section 4). */
export async function nextProgramOrder(db: Database): Promise<number> {
  const [row] = await db.select({ highest: max(programs.displayOrder) }).from(programs);
  return nextDisplayOrder(row?.highest == null ? [] : [row.highest]);
}
