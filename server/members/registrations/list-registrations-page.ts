// Member Registrations (SPEC 2, 7, 9): every registration with its member and program, newest first,
// with search, column filters, status tabs and sorting in the database, and the page's four counters.
import { eq, or, type SQL, sql } from "drizzle-orm";
import type { TableQuery } from "#core/admin/table-query.ts";
import type { RegistrationTab } from "#core/members/registrations/registration-tabs.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import {
  profileNames,
  profiles,
  programs,
  memberProgramRegistrations as registrations,
} from "#server/db/schema.ts";
import { containsPattern, defineTable, listTable, statusTabCounts } from "#server/db/table-definition.ts";
import { registrationColumns } from "./registration-columns.ts";

const memberName = profileNames.full(profiles);
const byStatus = (status: string) => eq(registrations.status, status);

// Search and filters name members and programs, which live in joined tables. Each is asked as "the
// registration's member (or program) is one of these", a subquery the profiles' trigram indexes (and
// the 5-row programs table) answer at once; the counts then need no joins (member and program are
// required foreign keys, so the joins never change how many rows match). bench/registrations-list.ts.
const membersMatching = (pattern: string, withFullName: boolean) =>
  sql`${registrations.memberId} IN (SELECT id FROM profiles WHERE email ILIKE ${pattern}
    OR first_name ILIKE ${pattern} OR last_name ILIKE ${pattern}
    ${withFullName ? sql`OR ${memberName} ILIKE ${pattern}` : sql``})`;
const programsMatching = (pattern: string) =>
  sql`${registrations.programId} IN (SELECT id FROM programs WHERE name ILIKE ${pattern})`;

export const registrationTable = defineTable({
  columns: {
    // The member column filters by name or e-mail, as the cell shows both.
    member: {
      sql: memberName,
      sortable: true,
      filter: (value) => membersMatching(containsPattern(value), true),
    },
    program: {
      sql: programs.name,
      sortable: true,
      filter: (value) => programsMatching(containsPattern(value)),
    },
    progress: { sql: registrations.progressPercentage, sortable: true },
    status: { sql: registrations.status, sortable: true },
    registrationDate: { sql: registrations.registrationDate, sortable: true },
  },
  // Member e-mail, first or last name, or program name.
  search: [(pattern) => or(membersMatching(pattern, false), programsMatching(pattern))],
  tieBreaker: registrations.id,
  defaultSort: { column: "registrationDate", direction: "desc" },
  tabs: [
    ["all", undefined],
    ["pending", byStatus("pending")],
    ["active", byStatus("active")],
    ["completed", byStatus("completed")],
    ["cancelled", byStatus("cancelled")],
  ] satisfies [RegistrationTab, SQL | undefined][],
});

const row = {
  id: registrations.id,
  ...registrationColumns,
  memberId: profiles.id,
  memberFirstName: profiles.firstName,
  memberLastName: profiles.lastName,
  memberEmail: profiles.email,
  programName: programs.name,
  programDuration: programs.duration,
};

/** The counters above the list: over every registration, whatever the search. */
export async function getRegistrationCounters(db: Database, actor: SessionUser) {
  assertAdmin(actor);
  // One pass over the status index (an index-only scan), grouped, as the tabs' counts without a search.
  const counts = await statusTabCounts(db, registrations, registrations.status)(undefined);
  return {
    total: counts.all ?? 0,
    pending: counts.pending ?? 0,
    active: counts.active ?? 0,
    completed: counts.completed ?? 0,
  };
}

/** The table's rows select, with `extra` fields beside (the export's sort keys). */
export const registrationRows = <E extends Record<string, SQL>>(db: Database, extra = {} as E) =>
  db
    .select({ ...row, ...extra })
    .from(registrations)
    .innerJoin(profiles, eq(profiles.id, registrations.memberId))
    .innerJoin(programs, eq(programs.id, registrations.programId))
    .$dynamic();

export async function listRegistrationsPage(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  return listTable(db, registrationTable, query, {
    name: "registrations",
    rows: registrationRows(db),
    // Every condition is on the registration's own columns (above): no joins to count.
    counted: registrations,
    countTabs: statusTabCounts(db, registrations, registrations.status),
  });
}
