// The Audit Log's table (admins only, decision 144): newest first, filtered by person (the actor's
// e-mail as it was), entity, action, the record's ID (its history, linked from a lead's view and a
// user's row) and a date range (from/to, whole days in the operator's time zone, both inclusive).
import { eq, gte, lt, sql } from "drizzle-orm";
import type { TableQuery } from "#core/admin/table-query.ts";
import { parseLocalDay } from "#core/dates/local-input.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { auditEvents } from "#server/db/schema.ts";
import { defineTable, listTable, rowsOf } from "#server/db/table-definition.ts";

/** The table for an operator in `timeZone`: "from" and "to" are their calendar days, as on every screen. */
export function auditEventTable(timeZone: string) {
  const day = (value: string) => parseLocalDay(value, timeZone);
  return defineTable({
    columns: {
      occurredAt: { sql: auditEvents.occurredAt, sortable: true },
      actor: { sql: auditEvents.actorEmail, filter: "text" },
      entity: { sql: auditEvents.entity, filter: (value) => eq(auditEvents.entity, value) },
      action: { sql: auditEvents.action, filter: (value) => eq(auditEvents.action, value) },
      id: { sql: auditEvents.entityId, filter: (value) => eq(auditEvents.entityId, value) },
      from: {
        sql: auditEvents.occurredAt,
        filter: (value) => {
          const d = day(value);
          return d ? gte(auditEvents.occurredAt, d.start) : sql`false`;
        },
      },
      to: {
        sql: auditEvents.occurredAt,
        filter: (value) => {
          const d = day(value);
          return d ? lt(auditEvents.occurredAt, d.end) : sql`false`;
        },
      },
    },
    search: [auditEvents.actorEmail, auditEvents.entityId],
    tieBreaker: auditEvents.id,
    defaultSort: { column: "occurredAt", direction: "desc" },
  });
}

const row = {
  id: auditEvents.id,
  occurredAt: auditEvents.occurredAt,
  actorId: auditEvents.actorId,
  actorEmail: auditEvents.actorEmail,
  action: auditEvents.action,
  entity: auditEvents.entity,
  entityId: auditEvents.entityId,
};

/** The table's rows, with `extra` fields beside (the export's sort keys). */
export const auditEventRows = rowsOf(row, auditEvents);

export async function listAuditEventsPage(
  db: Database,
  actor: SessionUser,
  query: TableQuery,
  timeZone: string,
) {
  assertAdmin(actor);
  return listTable(db, auditEventTable(timeZone), query, {
    name: "audit events",
    rows: auditEventRows(db),
    counted: sql`${auditEvents}`,
    total: () => db.$count(auditEvents),
  });
}
