// Leads: consultations, their contact activities, the counts and day figures triggers keep of them,
// and the activities' details view.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  activityOutcomes,
  activityPriorities,
  activityStatuses,
  activityTypes,
  consultationTitles,
  contactMethods,
} from "#core/enums.ts";
import { emailDeliveries } from "#core/leads/activities/record-email.ts";
import { profiles } from "./auth.ts";
import { createdAt, oneOf, primaryId, updatedAt } from "./columns.ts";
import { programs } from "./content.ts";

type ConsultationColumns = {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  phoneNumber: AnyPgColumn;
  company: AnyPgColumn;
  occupation: AnyPgColumn;
};
// Expressions Consultation Management searches, filters and sorts by. Each has an index on exactly the
// same expression (below), so the planner uses it: written once here, used by the index and the list.
// Plain || and coalesce are immutable (concat_ws is not), which an index expression must be.
export const consultationExpressions = {
  name: (t: ConsultationColumns) => sql<string>`(${t.firstName} || ' ' || ${t.lastName})`,
  contact: (t: ConsultationColumns) => sql<string>`(${t.email} || ' ' || ${t.phoneNumber})`,
  work: (t: ConsultationColumns) =>
    sql<string>`(coalesce(${t.company}, '') || ' ' || coalesce(${t.occupation}, ''))`,
  searchText: (t: ConsultationColumns) =>
    sql<string>`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.phoneNumber} || ' ' || coalesce(${t.company}, '') || ' ' || coalesce(${t.occupation}, ''))`,
  /** The 48-hour clock has stopped: a first completed contact exists (see first-contact.ts). */
  contacted: (t: { firstContactAt: AnyPgColumn }) => sql<boolean>`(${t.firstContactAt} IS NOT NULL)`,
};
const trigram = (expression: SQL) => sql`${expression} gin_trgm_ops`;

export const consultations = pgTable(
  "consultations",
  {
    id: primaryId(),
    title: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    dateOfBirth: date({ mode: "string" }),
    age: integer(),
    country: text(),
    city: text(),
    occupation: text(),
    company: text(),
    socialMediaLinks: text(),
    numberOfPeople: integer().notNull().default(1),
    // A deleted program must not delete the lead: the list then shows Unknown Program.
    programId: uuid().references(() => programs.id, { onDelete: "set null" }),
    /**
     * When the 48-hour clock stopped: the earliest completed activity that reached the person. Kept by
     * the activity use cases in the same transaction as the activity (server/leads/consultations/first-contact.ts),
     * so the list can sort and filter by the clock at 100,000 leads.
     */
    firstContactAt: timestamp({ withTimezone: true }),
    /**
     * When a consultation was first held (core/dashboard/funnel-rules.ts: a completed, reaching call or
     * meeting), kept by a trigger on contact_activities in the statement that changes them
     * (drizzle/0018_dashboard_day_figures.sql), so the dashboard's funnel reads no activities (decision 154).
     */
    consultationHeldAt: timestamp({ withTimezone: true }),
    /** The member account this lead became (Convert to member); a deleted account unlinks it. */
    memberId: uuid().references(() => profiles.id, { onDelete: "set null" }),
    convertedAt: timestamp({ withTimezone: true }),
    /**
     * The operator who answers for the lead (an admin; core/leads/consultations/lead-owner.ts). Staff who
     * leave must not take the lead with them: it becomes unassigned.
     */
    ownerId: uuid().references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("consultations_title_check", oneOf("title", consultationTitles)),
    check("consultations_number_of_people_check", sql`number_of_people >= 1`),
    check("consultations_age_check", sql`age IS NULL OR age >= 0`),
    uniqueIndex("consultations_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("consultations_member_id_key").on(t.memberId).where(sql`member_id IS NOT NULL`),
    // (column, id): each sortable column with the list's tie-breaker, so both directions read an index.
    index("consultations_created_at_id_idx").on(t.createdAt, t.id),
    index("consultations_updated_at_id_idx").on(t.updatedAt, t.id),
    index("consultations_name_id_idx").on(consultationExpressions.name(t), t.id),
    // The 48-hour clock: sorted waiting leads first (the oldest, so most urgent, first); its filters and
    // the dashboard's counts are ranges of created_at among the waiting ones (the partial index).
    index("consultations_clock_idx").on(consultationExpressions.contacted(t), t.createdAt, t.id),
    index("consultations_waiting_created_at_idx").on(t.createdAt).where(sql`first_contact_at IS NULL`),
    index("consultations_program_id_idx").on(t.programId),
    // The owner filter, and My work's promises at risk or broken: an owner's waiting leads oldest first,
    // in the list's order (created_at, then id), so the page reads them off the index without a sort. Without
    // the id the planner walked the whole clock index filtering by owner (465 ms at 100,000 leads).
    index("consultations_owner_id_idx").on(t.ownerId, t.id),
    index("consultations_owner_waiting_idx")
      .on(t.ownerId, t.createdAt, t.id)
      .where(sql`first_contact_at IS NULL`),
    index("consultations_search_trgm_idx").using("gin", trigram(consultationExpressions.searchText(t))),
    index("consultations_name_trgm_idx").using("gin", trigram(consultationExpressions.name(t))),
    index("consultations_contact_trgm_idx").using("gin", trigram(consultationExpressions.contact(t))),
    index("consultations_work_trgm_idx").using("gin", trigram(consultationExpressions.work(t))),
  ],
);

export const contactActivities = pgTable(
  "contact_activities",
  {
    id: primaryId(),
    consultationId: uuid().references(() => consultations.id, { onDelete: "cascade" }),
    profileId: uuid().references(() => profiles.id, { onDelete: "cascade" }),
    activityType: text().notNull().default("scheduled"),
    contactMethod: text().notNull(),
    scheduledAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    durationMinutes: integer(),
    status: text().notNull().default("pending"),
    priority: text().notNull().default("normal"),
    subject: text(),
    message: text(),
    notes: text(),
    outcome: text(),
    followUpRequired: boolean().notNull().default(false),
    nextFollowUpDate: timestamp({ withTimezone: true }),
    // Staff who leave must not take the lead history with them.
    assignedToUserId: uuid().references(() => profiles.id, { onDelete: "set null" }),
    completedByUserId: uuid().references(() => profiles.id, { onDelete: "set null" }),
    /**
     * An e-mail written from the record (decision 215): "sending" while its mail job has not delivered
     * it, "sent" once it has; null for every other activity. Only a sent one stops the 48-hour clock.
     */
    emailDelivery: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("contact_activities_type_check", oneOf("activity_type", activityTypes)),
    check("contact_activities_method_check", oneOf("contact_method", contactMethods)),
    check("contact_activities_status_check", oneOf("status", activityStatuses)),
    check("contact_activities_priority_check", oneOf("priority", activityPriorities)),
    check("contact_activities_outcome_check", oneOf("outcome", activityOutcomes)),
    check("contact_activities_email_delivery_check", oneOf("email_delivery", emailDeliveries)),
    check("contact_activities_duration_check", sql`duration_minutes IS NULL OR duration_minutes >= 0`),
    index("contact_activities_created_at_id_idx").on(t.createdAt, t.id),
    index("contact_activities_due_idx").on(t.activityType, t.status, t.scheduledAt),
    index("contact_activities_scheduled_at_id_idx").on(t.scheduledAt, t.id),
    index("contact_activities_status_idx").on(t.status, t.createdAt),
    index("contact_activities_consultation_idx").on(t.consultationId, t.createdAt),
    index("contact_activities_profile_idx").on(t.profileId),
    // My work and the lists' "assigned to me": an operator's pending follow-ups by when they are due.
    index("contact_activities_assignee_due_idx").on(t.assignedToUserId, t.status, t.scheduledAt),
    index("contact_activities_subject_trgm_idx").using("gin", t.subject.op("gin_trgm_ops")),
    // The dashboard's follow-up work: activities completed in a date range (decision 147).
    index("contact_activities_completed_at_idx").on(t.completedAt).where(sql`status = 'completed'`),
  ],
);

/**
 * The operators who opted in to take new leads when the owner rule is round robin (one row each;
 * core/leads/consultations/lead-owner.ts).
 */
export const leadOwnerPool = pgTable("lead_owner_pool", {
  userId: uuid()
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * The dashboard's lead figures per UTC day of application and program (decision 154), kept exact by
 * statement triggers on consultations in the same transaction as every write
 * (drizzle/0018_dashboard_day_figures.sql). A range reads its whole days here and only the leads of the
 * days it cuts (its edges, a week boundary of the operator's zone, the last 48 hours) from the table.
 */
export const leadDayFigures = pgTable(
  "lead_day_figures",
  {
    day: date({ mode: "string" }).notNull(),
    programId: uuid(),
    applied: integer().notNull(),
    contacted: integer().notNull(),
    held: integer().notNull(),
    converted: integer().notNull(),
    /** Contacted within the 48-hour promise. */
    kept: integer().notNull(),
  },
  (t) => [unique("lead_day_figures_key").on(t.day, t.programId).nullsNotDistinct()],
);

/**
 * Completed activities per UTC day of completion, operator (who completed it, else the assignee) and
 * contact method (decision 154), kept like lead_day_figures by triggers on contact_activities.
 */
export const activityDayFigures = pgTable(
  "activity_day_figures",
  {
    day: date({ mode: "string" }).notNull(),
    operatorId: uuid(),
    contactMethod: text().notNull(),
    completed: integer().notNull(),
  },
  (t) => [unique("activity_day_figures_key").on(t.day, t.operatorId, t.contactMethod).nullsNotDistinct()],
);

/** What `contact_activity_counts` counts by: every activity ('all', value ''), or one column's values. */
export const activityCountDimensions = ["all", "status", "contact_method", "priority"] as const;

/**
 * Exact counts of contact_activities, in total and per status, contact method and priority, kept by
 * statement triggers in the same transaction as every insert, update, delete and truncate of the table
 * (drizzle/0011_contact_activity_count_triggers.sql). The hub and the tabs read their large,
 * time-independent counts here instead of counting 300,000 rows (decision 114).
 */
export const contactActivityCounts = pgTable(
  "contact_activity_counts",
  {
    dimension: text().notNull(),
    value: text().notNull(),
    activities: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dimension, t.value] }),
    check("contact_activity_counts_dimension_check", oneOf("dimension", activityCountDimensions)),
  ],
);

/**
 * SPEC section 3's details view (drizzle/0001_contact_activities_view.sql): each activity with the
 * assignee's e-mail and the contact's name, e-mail and phone. Admins read activities from it.
 */
export const contactActivitiesWithDetails = pgView("contact_activities_with_details", {
  id: uuid().notNull(),
  consultationId: uuid(),
  profileId: uuid(),
  activityType: text().notNull(),
  contactMethod: text().notNull(),
  scheduledAt: timestamp({ withTimezone: true }),
  completedAt: timestamp({ withTimezone: true }),
  durationMinutes: integer(),
  status: text().notNull(),
  priority: text().notNull(),
  subject: text(),
  message: text(),
  notes: text(),
  outcome: text(),
  followUpRequired: boolean().notNull(),
  nextFollowUpDate: timestamp({ withTimezone: true }),
  assignedToUserId: uuid(),
  completedByUserId: uuid(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
  assignedToEmail: text(),
  consultationContactName: text(),
  consultationEmail: text(),
  consultationPhone: text(),
  profileContactName: text(),
  profileEmail: text(),
  profilePhone: text(),
}).existing();
