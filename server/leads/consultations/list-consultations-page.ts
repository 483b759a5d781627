// Consultation Management's table (admins only): search, per-column filters, sort and paging in the
// database, each on an index (server/db/schema.ts), so 100,000 leads stay instant. Rows carry the
// pending-activity count, the program (null: Unknown Program) and what the 48-hour clock needs.
import { eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TableQuery } from "#core/admin/table-query.ts";
import { clockStatesFor } from "#core/leads/consultations/follow-up-clock.ts";
import { parseOwnerFilter } from "#core/leads/consultations/lead-owner.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import {
  consultationExpressions,
  consultations,
  contactActivities,
  profiles,
  programs,
} from "#server/db/schema.ts";
import { containsPattern, defineTable, listTable } from "#server/db/table-definition.ts";
import { consultationContactColumns } from "./consultation-contact-columns.ts";
import { clockConditions } from "./follow-up-clock-sql.ts";
import { ownerCondition } from "./lead-owners.ts";

const c = consultations;
/** The lead's owner, joined for its name and e-mail (and the owner sort). */
const owner = alias(profiles, "owner");

/** "unknown" finds the leads whose program is gone; anything else, programs whose name contains it. */
function programFilter(value: string): SQL {
  const typed = value.trim().toLowerCase();
  if (typed.length >= 3 && "unknown program".startsWith(typed)) return isNull(c.programId);
  return inArray(
    c.programId,
    sql`(SELECT ${programs.id} FROM ${programs} WHERE ${programs.name} ILIKE ${containsPattern(value)})`,
  );
}

/**
 * The table as of `now` (the clock's filter words are ranges of time before it), for the operator
 * `viewerId` (the owner filter's "me"; without one, "me" names nobody).
 */
export function consultationTable(now: Date = new Date(), viewerId?: string) {
  return defineTable({
    columns: {
      name: { sql: consultationExpressions.name(c), sortable: true, filter: "text" },
      contact: { sql: consultationExpressions.contact(c), filter: "text" },
      program: { sql: c.programId, filter: programFilter },
      work: { sql: consultationExpressions.work(c), filter: "text" },
      owner: {
        sql: c.ownerId,
        sortable: true,
        // By the owner's e-mail, unassigned last going up (NULLs sort last in ascending order).
        sortBy: [owner.email],
        filter: (value) => ownerCondition(parseOwnerFilter(value), viewerId),
      },
      clock: {
        sql: c.firstContactAt,
        sortable: true,
        // Waiting leads first, the oldest (least time left) first: the index consultations_clock_idx.
        sortBy: [consultationExpressions.contacted(c), c.createdAt],
        filter: (value) => {
          const states = clockStatesFor(value);
          return states ? clockConditions(states, now) : sql`false`;
        },
      },
      createdAt: { sql: c.createdAt, sortable: true },
      updatedAt: { sql: c.updatedAt, sortable: true },
    },
    search: [consultationExpressions.searchText(c)],
    tieBreaker: c.id,
    defaultSort: { column: "createdAt", direction: "desc" },
  });
}

const row = {
  ...consultationContactColumns,
  age: c.age,
  company: c.company,
  occupation: c.occupation,
  programId: programs.id,
  programName: programs.name,
  firstContactAt: c.firstContactAt,
  ownerId: c.ownerId,
  ownerEmail: owner.email,
  ownerFirstName: owner.firstName,
  ownerLastName: owner.lastName,
  memberId: c.memberId,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  // Evaluated for the page's rows only (after LIMIT), each by the (consultation_id, ...) index.
  pendingActivities: sql<number>`(
    SELECT count(*)::int FROM ${contactActivities} a
    WHERE a.consultation_id = ${c.id} AND a.status = 'pending'
  )`,
};

/** The table's rows select, with `extra` fields beside (the export's sort keys). */
export const consultationRows = <E extends Record<string, SQL>>(db: Database, extra = {} as E) =>
  db
    .select({ ...row, ...extra })
    .from(c)
    .leftJoin(programs, eq(programs.id, c.programId))
    .leftJoin(owner, eq(owner.id, c.ownerId))
    .$dynamic();

export async function listConsultationsPage(
  db: Database,
  actor: SessionUser,
  query: TableQuery,
  now: Date = new Date(),
  /** The table `query` was parsed against, when the caller has made it (it is made once a request). */
  table?: ReturnType<typeof consultationTable>,
) {
  assertAdmin(actor);
  return listTable(db, table ?? consultationTable(now, actor.id), query, {
    name: "consultations",
    rows: consultationRows(db),
    // The program filter is a subquery: no join to count.
    counted: c,
  });
}
