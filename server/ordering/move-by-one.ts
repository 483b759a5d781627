// SPEC section 4 "Ordering": moving up or down swaps display_order with the neighbour whose order is
// exactly one lower or higher; when there is none the move is refused. Shared by FAQs and programs.
import { sql } from "drizzle-orm";
import { adminMessages } from "#core/admin/admin-messages.ts";
import type { Database } from "#server/db/client.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";

export async function moveByOne(
  db: Database,
  table: "faqs" | "programs",
  id: string,
  direction: "up" | "down",
  notFound: string,
  /** Runs in the move's transaction once it is done (the audit row), with the old and new place. */
  moved?: (tx: Transaction, place: { from: number; to: number }) => Promise<void>,
): Promise<void> {
  const name = sql.identifier(table);
  await db.transaction(async (tx) => {
    const current = await tx.execute<{ display_order: number }>(
      sql`SELECT display_order FROM ${name} WHERE id = ${id} FOR UPDATE`,
    );
    const order = current.rows[0]?.display_order;
    if (order === undefined) throw new DomainError("not_found", notFound);
    const target = direction === "up" ? order - 1 : order + 1;
    const neighbour = await tx.execute<{ id: string }>(
      sql`SELECT id FROM ${name} WHERE display_order = ${target} AND id <> ${id} ORDER BY created_at LIMIT 1 FOR UPDATE`,
    );
    const neighbourId = neighbour.rows[0]?.id;
    if (!neighbourId)
      throw new DomainError("conflict", direction === "up" ? adminMessages.atTop : adminMessages.atBottom);
    await tx.execute(
      sql`UPDATE ${name} SET display_order = ${order}, updated_at = now() WHERE id = ${neighbourId}`,
    );
    await tx.execute(sql`UPDATE ${name} SET display_order = ${target}, updated_at = now() WHERE id = ${id}`);
    await moved?.(tx, { from: order, to: target });
  });
}
