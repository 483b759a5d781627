// The row a use case changes, read and locked (FOR UPDATE) in its own transaction first: what it was
// before (the audit row's `before`, a rule about its current state), and no other writer between the
// read and the change. An id that names no row is the use case's "… not found".
import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { notFound } from "#server/errors/domain-error.ts";
import type { Transaction } from "./transaction.ts";

export async function lockedRow<T extends PgTable & { id: AnyPgColumn }>(
  tx: Transaction,
  table: T,
  id: string,
  /** The row's name in the refusal: "Activity" gives "Activity not found". */
  what: string,
): Promise<T["$inferSelect"]> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update");
  if (!row) throw notFound(what);
  return row as T["$inferSelect"];
}
