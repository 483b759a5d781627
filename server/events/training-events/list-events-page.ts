// Training Events (SPEC 2, 7, 9): every event, earliest first, with search, filters, sorting, status
// tabs and paging in the database, and the Total Events counter (the list's total). Each row carries its
// confirmed and waitlisted bookings, the members Cancel Event would e-mail.
import { eq, type SQL, sql } from "drizzle-orm";
import type { TableQuery } from "#core/admin/table-query.ts";
import type { EventTab } from "#core/events/training-events/event-tabs.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { trainingEvents as events } from "#server/db/schema.ts";
import { defineTable, listTable, rowsOf, statusTabCounts } from "#server/db/table-definition.ts";
import { eventColumns } from "./event-columns.ts";

const byStatus = (status: string) => eq(events.status, status);

export const eventTable = defineTable({
  columns: {
    title: { sql: events.title, sortable: true, filter: "text" },
    startTime: { sql: events.startTime, sortable: true },
    location: { sql: events.location, sortable: true, filter: "text" },
    capacity: { sql: events.currentCapacity, sortable: true },
    eventType: { sql: events.eventType, sortable: true, filter: "text" },
    status: { sql: events.status, sortable: true },
  },
  // Title and location, each with a trigram index (a description search would read every row).
  search: [events.title, events.location],
  tieBreaker: events.id,
  defaultSort: { column: "startTime", direction: "asc" },
  tabs: [
    ["all", undefined],
    ["scheduled", byStatus("scheduled")],
    ["in_progress", byStatus("in_progress")],
    ["completed", byStatus("completed")],
    ["cancelled", byStatus("cancelled")],
  ] satisfies [EventTab, SQL | undefined][],
});

const row = {
  ...eventColumns,
  // Who Cancel Event e-mails, for its confirmation. Written with the table's own name: drizzle leaves
  // columns unqualified in a one-table select, where the subquery's alias would capture them.
  confirmedBookings: bookingsOfRow("confirmed"),
  waitlistedBookings: bookingsOfRow("waitlist"),
};

// The status is written into the text, not sent as a parameter, so that the landing view's statement
// has none and is kept prepared (decision 263).
function bookingsOfRow(status: "confirmed" | "waitlist") {
  return sql<number>`(
    SELECT count(*)::int FROM member_event_bookings b
    WHERE b.event_id = training_events.id AND b.booking_status = ${sql.raw(`'${status}'`)}
  )`;
}

/** The table's rows, with `extra` fields beside (the export's sort keys). */
export const eventRows = rowsOf(row, events);

export async function listEventsPage(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  return listTable(db, eventTable, query, {
    name: "training events",
    rows: eventRows(db),
    counted: events,
    keysFirst: true,
    countTabs: statusTabCounts(db, events, events.status),
  });
}
