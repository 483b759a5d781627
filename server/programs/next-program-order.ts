import { max } from "drizzle-orm";
import { nextDisplayOrder } from "../../core/ordering.ts";
import type { Database } from "../db/client.ts";
import { programs } from "../db/schema.ts";

/** The order a new program gets by default: highest + 1, or 1 (SPEC section 4). */
export async function nextProgramOrder(db: Database): Promise<number> {
  const [row] = await db.select({ highest: max(programs.displayOrder) }).from(programs);
  return nextDisplayOrder(row?.highest == null ? [] : [row.highest]);
}
