import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { moveByOne } from "#server/ordering/move-by-one.ts";

/** SPEC section 4 "Ordering": swaps with the neighbour exactly one place away. */
export async function moveProgram(db: Database, actor: SessionUser, id: string, direction: "up" | "down") {
  assertAdmin(actor);
  await moveByOne(
    db,
    actor,
    { table: "programs", entity: "program", notFound: "Program not found" },
    id,
    direction,
  );
}
