import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import type { Database } from "../db/client.ts";
import { moveByOne } from "../ordering/move-by-one.ts";

/** SPEC section 4 "Ordering": swaps with the neighbour exactly one place away. */
export async function moveProgram(db: Database, actor: SessionUser, id: string, direction: "up" | "down") {
  assertAdmin(actor);
  await moveByOne(db, "programs", id, direction, "Program not found");
}
