// SPEC section 4 "Ordering": moving up or down swaps display_order with the neighbour whose order is
// exactly one lower or higher; when there is none the move is refused. Shared by FAQs and programs, and
// audited alike.
import { sql } from "drizzle-orm";
import { adminMessages } from "#core/admin/admin-messages.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/errors/domain-error.ts";

/** What can be moved: the table, the audit trail's word for its rows, and the text when the id names none. */
export type OrderedList = { table: "faqs" | "programs"; entity: "faq" | "program"; notFound: string };

/** Moves the row one place up or down, and writes the move (its place before and after) to the audit trail. */
export async function moveByOne(
  db: Database,
  actor: SessionUser,
  list: OrderedList,
  id: string,
  direction: "up" | "down",
): Promise<void> {
  const { table, entity, notFound } = list;
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
    await recordAudit(tx, {
      actor,
      action: "move",
      entity,
      entityId: id,
      before: { displayOrder: order },
      after: { displayOrder: target },
    });
  });
}
