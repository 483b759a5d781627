// The activities table (admins only), read from the details view (assignee e-mail, contact names):
// tabs all, scheduled, today, overdue and completed with their counts, search, filters, sort and paging
// in the database. "Today" is the operator's calendar day, so the table is made per time zone and now.
import { count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TableQuery } from "#core/admin/table-query.ts";
import { activityPriorities, activityStatuses, activityTypes, contactMethods } from "#core/enums.ts";
import {
  activityStatusLabels,
  activityTypeLabels,
  contactMethodLabels,
  priorityLabels,
} from "#core/leads/activities/activity-labels.ts";
import type { ActivityTab } from "#core/leads/activities/activity-tabs.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import {
  consultationExpressions,
  consultations,
  contactActivitiesWithDetails,
  profiles,
} from "#server/db/schema.ts";
import { containsPattern, defineTable, listTable } from "#server/db/table-definition.ts";
import { type ActivityClock, activityConditions } from "./activity-conditions.ts";
import { type ActivityCounts, activityCountsOnce } from "./activity-counts.ts";

const a = contactActivitiesWithDetails;

/** A closed list filtered by what is typed: "pend" finds pending (by value or label), as an IN list. */
function enumFilter(column: AnyPgColumn, labels: Record<string, string>, values: readonly string[]) {
  return (typed: string): SQL => {
    const wanted = typed.trim().toLowerCase().replace(/\s+/g, " ");
    const matching = values.filter(
      (v) => v.replace(/_/g, " ").includes(wanted) || (labels[v] ?? "").toLowerCase().includes(wanted),
    );
    return matching.length > 0 ? inArray(column, matching) : sql`false`;
  };
}

/**
 * The activity's contact (a lead or a member) matches a LIKE pattern. Written as subqueries on the
 * contacts' own indexes rather than on the view's joined name columns, so counting needs no join.
 */
function contactMatches(pattern: string): SQL {
  return sql`(${a.consultationId} IN (SELECT ${consultations.id} FROM ${consultations} WHERE ${consultationExpressions.searchText(consultations)} ILIKE ${pattern})
    OR ${a.profileId} IN (SELECT ${profiles.id} FROM ${profiles} WHERE ${profiles.email} ILIKE ${pattern} OR ${profiles.firstName} ILIKE ${pattern} OR ${profiles.lastName} ILIKE ${pattern}))`;
}

/** "me": the viewer's own activities (My work's links); anything else, assignees whose e-mail contains it. */
function assigneeFilter(value: string, viewerId: string | undefined): SQL {
  if (value.trim().toLowerCase() === "me") return viewerId ? eq(a.assignedToUserId, viewerId) : sql`false`;
  return inArray(
    a.assignedToUserId,
    sql`(SELECT ${profiles.id} FROM ${profiles} WHERE ${profiles.email} ILIKE ${containsPattern(value)})`,
  );
}

/** The table as of the clock, for the operator `viewerId` (the assignee filter's "me"). */
export function activityTable(clock: ActivityClock & { viewerId?: string }) {
  const tabs = activityConditions(a, clock);
  return defineTable({
    columns: {
      subject: { sql: a.subject, filter: "text" },
      contact: { sql: a.consultationContactName, filter: (v) => contactMatches(containsPattern(v)) },
      activityType: {
        sql: a.activityType,
        filter: enumFilter(a.activityType, activityTypeLabels, activityTypes),
      },
      contactMethod: {
        sql: a.contactMethod,
        filter: enumFilter(a.contactMethod, contactMethodLabels, contactMethods),
      },
      status: { sql: a.status, filter: enumFilter(a.status, activityStatusLabels, activityStatuses) },
      priority: { sql: a.priority, filter: enumFilter(a.priority, priorityLabels, activityPriorities) },
      scheduledAt: { sql: a.scheduledAt, sortable: true },
      assignedTo: { sql: a.assignedToEmail, filter: (v) => assigneeFilter(v, clock.viewerId) },
      createdAt: { sql: a.createdAt, sortable: true },
    },
    search: [a.subject, contactMatches],
    tieBreaker: a.id,
    // SPEC 7: the details view ordered by created_at descending.
    defaultSort: { column: "createdAt", direction: "desc" },
    tabs: [
      ["all", undefined],
      ["scheduled", tabs.scheduled],
      ["today", tabs.today],
      ["overdue", tabs.overdue],
      ["completed", tabs.completed],
    ] satisfies [ActivityTab, SQL | undefined][],
  });
}

export const activityRow = {
  id: a.id,
  consultationId: a.consultationId,
  profileId: a.profileId,
  activityType: a.activityType,
  contactMethod: a.contactMethod,
  status: a.status,
  priority: a.priority,
  subject: a.subject,
  outcome: a.outcome,
  scheduledAt: a.scheduledAt,
  completedAt: a.completedAt,
  durationMinutes: a.durationMinutes,
  createdAt: a.createdAt,
  assignedToEmail: a.assignedToEmail,
  // The view writes each contact's display name (its own fallbacks included).
  contactName: sql<string | null>`coalesce(${a.consultationContactName}, ${a.profileContactName})`,
  contactEmail: sql<string | null>`coalesce(${a.consultationEmail}, ${a.profileEmail})`,
};

/** The table's rows select, with `extra` fields beside (the export's sort keys). */
export const activityRows = <E extends Record<string, SQL>>(db: Database, extra = {} as E) =>
  db
    .select({ ...activityRow, ...extra })
    .from(a)
    .$dynamic();

export async function listActivitiesPage(
  db: Database,
  actor: SessionUser,
  query: TableQuery,
  clock: ActivityClock,
  counts: ActivityCounts = activityCountsOnce(db, clock),
  /** The table `query` was parsed against, when the caller has made it (it is made once a request). */
  table?: ReturnType<typeof activityTable>,
) {
  assertAdmin(actor);
  const definition = table ?? activityTable({ ...clock, viewerId: actor.id });
  return listTable(db, definition, query, {
    name: "activities",
    rows: activityRows(db),
    counted: a,
    // Every activity: the stored total (decision 114), not a count of the whole table.
    total: async () => (await counts.stored()).total,
    countTabs: async (filtered) => {
      if (filtered) {
        // Searched or filtered: one pass over the matching activities counts every tab, each by the
        // condition the table's tab has (none: every row).
        const byTab = Object.fromEntries(
          (definition.tabs as readonly ActivityTab[]).map((tab) => {
            const condition = definition.tabConditions[tab];
            return [tab, condition ? countWhere(condition) : count()];
          }),
        );
        const [counts] = await db.select(byTab).from(a).where(filtered);
        return (counts ?? {}) as Record<string, number>;
      }
      // Unfiltered: all and completed are stored; the others are index range counts (decision 114).
      const unfiltered = await counts.unfiltered();
      return {
        all: unfiltered.total,
        scheduled: unfiltered.scheduled,
        today: unfiltered.today,
        overdue: unfiltered.overdue,
        completed: unfiltered.completed,
      };
    },
  });
}

const countWhere = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);
