// My work (core/my-work/my-work.ts): an operator's own day, each section read through the definition of
// the list it links to, with that link's own parameters. parseTableQuery and listScope give the same
// WHERE (search, filters and tab) and ORDER BY the list's page runs, so a section's count is the count
// of the rows its link shows, by construction: there is no second predicate to drift.
import { and, asc, desc, or, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { MY_WORK_ITEMS, type MyWorkSection, myWorkLinks } from "#core/my-work/my-work.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import {
  consultations,
  contactActivitiesWithDetails,
  jobs,
  memberProgramRegistrations,
} from "#server/db/schema.ts";
import { listScope, type TableDefinition } from "#server/db/table-definition.ts";
import type { ActivityClock } from "#server/leads/activities/activity-conditions.ts";
import { activityRows, activityTable } from "#server/leads/activities/list-activities-page.ts";
import { consultationRows, consultationTable } from "#server/leads/consultations/list-consultations-page.ts";
import { failedMail, failedMailRows, failedMailTable } from "#server/mail/list-failed-mail-page.ts";
import {
  registrationRows,
  registrationTable,
} from "#server/members/registrations/list-registrations-page.ts";

/** A section's list as its link opens it: the WHERE and the ORDER BY of that page. */
export function sectionScope(section: MyWorkSection, definition: TableDefinition) {
  const query = parseTableQuery(new URLSearchParams(myWorkLinks[section].params), definition);
  const { where, keys, direction } = listScope(definition, query);
  const by = direction === "desc" ? desc : asc;
  return { where, orderBy: keys.map((key: SQLWrapper) => by(key as AnyPgColumn)) };
}

export async function getMyWork(db: Database, actor: SessionUser, clock: ActivityClock) {
  assertAdmin(actor);
  const viewerId = actor.id;
  const leads = sectionScope("leads", consultationTable(clock.now, viewerId));
  const activities = activityTable({ ...clock, viewerId });
  const overdue = sectionScope("overdue", activities);
  const today = sectionScope("today", activities);
  const registrations = sectionScope("registrations", registrationTable);
  const mail = sectionScope("failedMail", failedMailTable);
  const failed = and(failedMail, mail.where);
  const count = (table: Parameters<Database["$count"]>[0], where: SQL | undefined) => db.$count(table, where);

  const [
    leadRows,
    leadCount,
    followUpRows,
    overdueCount,
    todayCount,
    registrationItems,
    registrationCount,
    mailRows,
    mailCount,
  ] = await Promise.all([
    consultationRows(db)
      .where(leads.where)
      .orderBy(...leads.orderBy)
      .limit(MY_WORK_ITEMS),
    count(consultations, leads.where),
    // Overdue and today's in one list, the earliest due first (an item can be both: due earlier today).
    activityRows(db)
      .where(or(overdue.where, today.where))
      .orderBy(...overdue.orderBy)
      .limit(MY_WORK_ITEMS),
    count(contactActivitiesWithDetails, overdue.where),
    count(contactActivitiesWithDetails, today.where),
    registrationRows(db)
      .where(registrations.where)
      .orderBy(...registrations.orderBy)
      .limit(MY_WORK_ITEMS),
    count(memberProgramRegistrations, registrations.where),
    failedMailRows(db)
      .where(failed)
      .orderBy(...mail.orderBy)
      .limit(MY_WORK_ITEMS),
    count(jobs, failed),
  ]);
  return {
    leads: { count: leadCount, items: leadRows },
    followUps: {
      overdue: overdueCount,
      today: todayCount,
      items: followUpRows.map((row) => ({
        ...row,
        overdue: row.scheduledAt !== null && row.scheduledAt < clock.now,
      })),
    },
    registrations: { count: registrationCount, items: registrationItems },
    failedMail: { count: mailCount, items: mailRows },
  };
}

export type MyWork = Awaited<ReturnType<typeof getMyWork>>;
