// What each admin list's CSV holds (decision 148; every list the back office shows, decision 178): the list's own table definition (so the screen's
// search, filters, tab and sort are the same code), its own rows select, and the columns the screen
// shows, as text a spreadsheet reads (dates as YYYY-MM-DD HH:mm in the operator's time zone).
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { parseTableQuery, type TableQuery } from "#core/admin/table-query.ts";
import {
  auditActionLabels,
  auditActorLabel,
  auditEntityLabels,
  labelOf,
} from "#core/audit/audit-messages.ts";
import type { AuditEntity } from "#core/audit/audit-vocabulary.ts";
import { faqStatusLabel } from "#core/content/faqs/faq-messages.ts";
import {
  attendanceLabels,
  bookingStatusLabels,
  eventStatusLabels,
  eventTypeLabels,
} from "#core/events/training-events/event-messages.ts";
import { csvDateTimeIn } from "#core/exports/csv-dates.ts";
import type { ExportList } from "#core/exports/export-messages.ts";
import {
  activityStatusLabels,
  activityTypeLabels,
  contactMethodLabels,
  labelIn,
  priorityLabels,
} from "#core/leads/activities/activity-labels.ts";
import { clockLabel, followUpClock } from "#core/leads/consultations/follow-up-clock.ts";
import { failedMailMessages, mailJobLabel } from "#core/mail/failed-mail-messages.ts";
import { registrationStatusLabels } from "#core/members/registrations/registration-messages.ts";
import {
  openedCell,
  type ResourceCategory,
  type ResourceKind,
  resourceCategoryLabels,
  resourceKindLabels,
  resourceStatusLabel,
  sharedWithText,
} from "#core/resources/resource-rules.ts";
import { fullName, memberOf, personEmail, personName } from "#core/users/display-name.ts";
import { roleLabels, twoFactorLabel } from "#core/users/user-schema.ts";
import { auditEventRows, auditEventTable } from "#server/audit/list-audit-events-page.ts";
import { faqRows, faqTable } from "#server/content/faqs/list-faqs-page.ts";
import { programRows, programTable } from "#server/content/programs/list-programs-page.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import type { Keyset, keysetFields } from "#server/db/keyset-pages.ts";
import { memberEventBookings as bookings, trainingEvents as events, profiles } from "#server/db/schema.ts";
import { listScope } from "#server/db/table-definition.ts";
import { waitlistPosition } from "#server/events/bookings/seats.ts";
import { eventRows, eventTable } from "#server/events/training-events/list-events-page.ts";
import { activityRows, activityTable } from "#server/leads/activities/list-activities-page.ts";
import { consultationRows, consultationTable } from "#server/leads/consultations/list-consultations-page.ts";
import { failedMail, failedMailRows, failedMailTable } from "#server/mail/list-failed-mail-page.ts";
import {
  registrationRows,
  registrationTable,
} from "#server/members/registrations/list-registrations-page.ts";
import { resourceRows, resourceTable } from "#server/resources/list-resources-page.ts";
import { liveUsers, userRows, userTable } from "#server/users/list-users-page.ts";
import type { CsvColumn } from "./csv-stream.ts";

/** When the export runs and for whom: "now" for the time-relative filters, the zone for dates. */
export type ExportClock = { now: Date; timeZone: string; viewerId?: string };

type Extra = ReturnType<typeof keysetFields>;

export type ListExport<Row> = {
  /** What the audit row names. */
  entity: AuditEntity;
  /** The rows and order the screen shows for this URL; null when the URL names nothing (an unknown event). */
  scope: (
    db: Database,
    params: URLSearchParams,
    clock: ExportClock,
  ) => Promise<{ keyset: Keyset; query: TableQuery | null } | null>;
  select: (db: Database) => (extra: Extra) => PgSelect;
  columns: (clock: ExportClock) => CsvColumn<Row>[];
};

type RowOf<F extends (db: Database, extra: Extra) => PgSelect> = Awaited<ReturnType<F>>[number];

const defineExport = <Row>(definition: ListExport<Row>) => definition;

/**
 * A list screen's scope: its table definition read from the URL as its loader reads it, and the
 * condition its page always adds (only live users, only failed e-mails), when it has one.
 */
const tableScope =
  (
    table: (clock: ExportClock) => Parameters<typeof listScope>[0],
    always?: SQL,
  ): ListExport<unknown>["scope"] =>
  async (_db, params, clock) => {
    const definition = table(clock);
    const query = parseTableQuery(params, definition);
    const keyset = listScope(definition, query);
    return { keyset: { ...keyset, where: and(always, keyset.where) }, query };
  };

const when = (clock: ExportClock) => csvDateTimeIn(clock.timeZone);

const userExport = defineExport<RowOf<typeof userRows>>({
  entity: "user",
  scope: tableScope(() => userTable, liveUsers),
  select: (db) => (extra) => userRows(db, extra),
  columns: (clock, at = when(clock)) => [
    ["Email", (r) => r.email],
    ["Name", (r) => fullName(r)],
    ["Role", (r) => labelOf(roleLabels, r.role)],
    ["Two-Factor", (r) => twoFactorLabel(r.twoFactorEnabled)],
    ["Created", (r) => at(r.createdAt)],
    ["Last Updated", (r) => at(r.updatedAt)],
  ],
});

const faqExport = defineExport<RowOf<typeof faqRows>>({
  entity: "faq",
  scope: tableScope(() => faqTable),
  select: (db) => (extra) => faqRows(db, extra),
  columns: (clock, at = when(clock)) => [
    ["Order", (r) => r.displayOrder],
    ["Question", (r) => r.question],
    ["Answer", (r) => r.answer],
    ["Status", (r) => faqStatusLabel(r.isActive)],
    ["Created", (r) => at(r.createdAt)],
    ["Updated", (r) => at(r.updatedAt)],
  ],
});

// The whole description: the table cuts it at 80 characters only to fit the screen (SPEC 9).
const programExport = defineExport<RowOf<typeof programRows>>({
  entity: "program",
  scope: tableScope(() => programTable),
  select: (db) => (extra) => programRows(db, extra),
  columns: (clock, at = when(clock)) => [
    ["Order", (r) => r.displayOrder],
    ["Name", (r) => r.name],
    ["Tagline", (r) => r.tagline],
    ["Description", (r) => r.description],
    ["Duration", (r) => r.duration],
    ["Images", (r) => r.imageCount],
    ["Created", (r) => at(r.createdAt)],
    ["Updated", (r) => at(r.updatedAt)],
  ],
});

const failedMailExport = defineExport<RowOf<typeof failedMailRows>>({
  entity: "mail",
  scope: tableScope(() => failedMailTable, failedMail),
  select: (db) => (extra) => failedMailRows(db, extra),
  columns: (clock, at = when(clock)) => [
    ["Failed", (r) => at(r.failedAt)],
    ["Kind", (r) => mailJobLabel(r.kind)],
    ["To", (r) => r.to ?? failedMailMessages.unknownRecipient],
    ["Subject", (r) => r.subject ?? mailJobLabel(r.kind)],
    ["Why", (r) => r.error],
    ["Attempts", (r) => r.attempts],
  ],
});

const resourceExport = defineExport<RowOf<typeof resourceRows>>({
  entity: "resource",
  scope: tableScope(() => resourceTable),
  select: (db) => (extra) => resourceRows(db, extra),
  columns: (clock, at = when(clock)) => [
    ["Title", (r) => r.title],
    ["Description", (r) => r.description],
    ["Category", (r) => resourceCategoryLabels[r.category as ResourceCategory] ?? r.category],
    ["Kind", (r) => resourceKindLabels[r.kind as ResourceKind] ?? r.kind],
    ["Shared with", (r) => sharedWithText(r.programName, r.memberEmail)],
    ["Opened", (r) => openedCell(r.kind, r.opened, r.audience)],
    ["Available from", (r) => at(r.visibleFrom)],
    ["Status", (r) => resourceStatusLabel(r.unpublishedAt)],
    ["Created", (r) => at(r.createdAt)],
  ],
});

const consultationExport = defineExport<RowOf<typeof consultationRows>>({
  entity: "consultation",
  scope: tableScope(({ now, viewerId }) => consultationTable(now, viewerId)),
  select: (db) => (extra) => consultationRows(db, extra),
  columns: (clock, at = when(clock)) => [
    ["Title", (r) => r.title],
    ["First Name", (r) => r.firstName],
    ["Last Name", (r) => r.lastName],
    ["Email", (r) => r.email],
    ["Phone", (r) => r.phoneNumber],
    ["Program", (r) => r.programName ?? "Unknown Program"],
    ["Owner", (r) => r.ownerEmail],
    ["Company", (r) => r.company],
    ["Occupation", (r) => r.occupation],
    ["48-Hour Clock", (r) => clockLabel(followUpClock(r.createdAt, r.firstContactAt, clock.now))],
    ["Pending Activities", (r) => r.pendingActivities],
    ["Created", (r) => at(r.createdAt)],
    ["Updated", (r) => at(r.updatedAt)],
  ],
});

const activityExport = defineExport<RowOf<typeof activityRows>>({
  entity: "activity",
  scope: tableScope((clock) => activityTable(clock)),
  select: (db) => (extra) => activityRows(db, extra),
  columns: (clock, at = when(clock)) => [
    ["Subject", (r) => r.subject],
    ["Contact", (r) => r.contactName],
    ["Contact Email", (r) => r.contactEmail],
    ["Type", (r) => labelIn(activityTypeLabels, r.activityType)],
    ["Method", (r) => labelIn(contactMethodLabels, r.contactMethod)],
    ["Status", (r) => labelIn(activityStatusLabels, r.status)],
    ["Priority", (r) => labelIn(priorityLabels, r.priority)],
    ["Scheduled", (r) => at(r.scheduledAt)],
    ["Completed", (r) => at(r.completedAt)],
    ["Outcome", (r) => r.outcome],
    ["Assigned To", (r) => r.assignedToEmail],
    ["Created", (r) => at(r.createdAt)],
  ],
});

const registrationExport = defineExport<RowOf<typeof registrationRows>>({
  entity: "registration",
  scope: tableScope(() => registrationTable),
  select: (db) => (extra) => registrationRows(db, extra),
  columns: (clock, at = when(clock)) => [
    ["Member", (r) => personName(memberOf(r))],
    ["Email", (r) => personEmail(memberOf(r))],
    ["Program", (r) => r.programName],
    ["Progress (%)", (r) => r.progressPercentage],
    ["Status", (r) => labelOf(registrationStatusLabels, r.status)],
    ["Registered", (r) => at(r.registrationDate)],
  ],
});

const eventExport = defineExport<RowOf<typeof eventRows>>({
  entity: "event",
  scope: tableScope(() => eventTable),
  select: (db) => (extra) => eventRows(db, extra),
  columns: (clock, at = when(clock)) => [
    ["Event", (r) => r.title],
    ["Type", (r) => labelOf(eventTypeLabels, r.eventType)],
    ["Start", (r) => at(r.startTime)],
    ["End", (r) => at(r.endTime)],
    ["Location", (r) => r.location],
    ["Booked", (r) => r.currentCapacity],
    ["Capacity", (r) => r.maxCapacity],
    ["Confirmed", (r) => r.confirmedBookings],
    ["Waitlisted", (r) => r.waitlistedBookings],
    ["Status", (r) => labelOf(eventStatusLabels, r.status)],
  ],
});

// One event's roster in the roster dialog's order (server/events/training-events/get-event.ts): confirmed, no-shows, waitlist in queue order, the rest.
const rosterRank = sql`CASE ${bookings.bookingStatus} WHEN 'confirmed' THEN 0 WHEN 'no_show' THEN 1 WHEN 'waitlist' THEN 2 ELSE 3 END`;
const rosterRows = (db: Database, extra: Extra) =>
  db
    .select({
      memberFirstName: profiles.firstName,
      memberLastName: profiles.lastName,
      memberEmail: profiles.email,
      bookingStatus: bookings.bookingStatus,
      attendanceStatus: bookings.attendanceStatus,
      bookingDate: bookings.bookingDate,
      waitlistPosition: waitlistPosition(),
      ...extra,
    })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.id, bookings.memberId))
    .$dynamic();

const rosterExport = defineExport<RowOf<typeof rosterRows>>({
  entity: "booking",
  scope: async (db, params) => {
    const id = params.get("event");
    if (!isUuid(id)) return null;
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
    if (!event) return null;
    const keys: SQL[] = [rosterRank, sql`${bookings.bookingDate}`, sql`${bookings.id}`];
    // The roster dialog's bookings: every one but the cancelled.
    const where = and(eq(bookings.eventId, event.id), ne(bookings.bookingStatus, "cancelled"));
    return { keyset: { where, keys, direction: "asc" }, query: null };
  },
  select: (db) => (extra) => rosterRows(db, extra),
  columns: (clock, at = when(clock)) => [
    ["Member", (r) => personName(memberOf(r))],
    ["Email", (r) => personEmail(memberOf(r))],
    ["Booking", (r) => labelOf(bookingStatusLabels, r.bookingStatus)],
    ["Waitlist Position", (r) => r.waitlistPosition],
    ["Attendance", (r) => labelOf(attendanceLabels, r.attendanceStatus)],
    ["Booked", (r) => at(r.bookingDate)],
  ],
});

const auditExport = defineExport<RowOf<typeof auditEventRows>>({
  entity: "audit_event",
  scope: tableScope(({ timeZone }) => auditEventTable(timeZone)),
  select: (db) => (extra) => auditEventRows(db, extra),
  columns: (clock, at = when(clock)) => [
    ["When", (r) => at(r.occurredAt)],
    ["Person", (r) => auditActorLabel(r)],
    ["Entity", (r) => labelOf(auditEntityLabels, r.entity)],
    ["Action", (r) => labelOf(auditActionLabels, r.action)],
    ["ID", (r) => r.entityId],
  ],
});

// biome-ignore lint/suspicious/noExplicitAny: each export's row type is checked where it is defined
export const listExports: Record<ExportList, ListExport<any>> = {
  users: userExport,
  faqs: faqExport,
  programs: programExport,
  consultations: consultationExport,
  activities: activityExport,
  "member-registrations": registrationExport,
  "training-events": eventExport,
  "event-roster": rosterExport,
  "audit-log": auditExport,
  "failed-emails": failedMailExport,
  resources: resourceExport,
};
