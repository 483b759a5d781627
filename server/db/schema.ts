// The whole data model: SPEC section 3 plus the auth tables better-auth needs. Column names are
// snake_case in the database (the client and drizzle-kit both use `casing: "snake_case"`).
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
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
  achievementRarities,
  activityOutcomes,
  activityPriorities,
  activityStatuses,
  activityTypes,
  attendanceStatuses,
  bookingStatuses,
  consultationTitles,
  contactMethods,
  eventStatuses,
  eventTypes,
  jobStatuses,
  mailStatuses,
  registrationStatuses,
  userRoles,
} from "#core/enums.ts";
import { achievementRules } from "#core/members/achievement-rules.ts";
import { erasedMemberName } from "#core/users/display-name.ts";

/** A CHECK that a text column holds one of the listed values (NULL allowed unless the column is NOT NULL). */
function oneOf(column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v}'`).join(", ");
  return sql.raw(`"${column}" IN (${list})`);
}

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------------
// Accounts. better-auth's "user" model is stored as `profiles`: one row per person, so the spec's
// profile (first/last name, phone) and the login identity can never drift apart.
export const profiles = pgTable(
  "profiles",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull().default(""),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    firstName: text(),
    lastName: text(),
    phone: text(),
    /**
     * Set when the person was erased (decision 145): the row stays, holding nothing personal, so the
     * bookings and registrations that point at it keep counting; lists of people leave it out.
     */
    erasedAt: timestamp({ withTimezone: true }),
    /** better-auth's two-factor plugin: on once the first authenticator code was accepted. */
    twoFactorEnabled: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("profiles_email_lower_key").on(sql`lower(${t.email})`),
    // (created_at, id): User Management's default order (newest first) with its tie-breaker.
    index("profiles_created_at_id_idx").on(t.createdAt, t.id),
    // Trigram indexes make User Management's "contains" search fast at 100,000 users (pg_trgm).
    index("profiles_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("profiles_first_name_trgm_idx").using("gin", t.firstName.op("gin_trgm_ops")),
    index("profiles_last_name_trgm_idx").using("gin", t.lastName.op("gin_trgm_ops")),
  ],
);

type PersonNameColumns = {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  /** The account's name (profiles); a lead has none. */
  name?: AnyPgColumn;
  email: AnyPgColumn;
  /** When the account was erased (profiles): then it is "Erased member", whatever else it holds. */
  erasedAt?: AnyPgColumn;
};
const trimmedOrNull = (value: AnyPgColumn) => sql`nullif(trim(${value}), '')`;
const profileFullName = (t: Pick<PersonNameColumns, "firstName" | "lastName">) =>
  sql<string>`concat_ws(' ', ${trimmedOrNull(t.firstName)}, ${trimmedOrNull(t.lastName)})`;
// A person's name in SQL, as core/users/display-name.ts writes it (each part trimmed, blanks skipped):
// `full` (first and last name, '' when neither) where the e-mail has its own column, `display` (falling
// back to the account's name, then the e-mail) where the name stands alone. The details view
// contact_activities_with_details writes its contacts' names with the same expressions
// (drizzle/0012_contact_activity_display_names.sql, and 0019 for an erased member).
const namedOrEmail = (t: PersonNameColumns) =>
  sql<string>`coalesce(nullif(${profileFullName(t)}, ''), ${t.name ? sql`${trimmedOrNull(t.name)}, ` : sql``}trim(${t.email}))`;
export const profileNames = {
  full: profileFullName,
  display: (t: PersonNameColumns) =>
    t.erasedAt
      ? sql<string>`CASE WHEN ${t.erasedAt} IS NOT NULL THEN ${erasedMemberName} ELSE ${namedOrEmail(t)} END`
      : namedOrEmail(t),
};

export const userRolesTable = pgTable(
  "user_roles",
  {
    userId: uuid()
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    role: text().notNull().default("member"),
    createdAt: createdAt(),
  },
  () => [
    check("user_roles_role_check", oneOf("role", userRoles)),
    index("user_roles_role_idx").on(sql`role`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    token: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit counters: in the database so N app instances share them. */
export const rateLimits = pgTable("rate_limits", {
  id: uuid().primaryKey().defaultRandom(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

/**
 * better-auth's two-factor plugin's "twoFactor" model (decision 146): the authenticator secret and the
 * recovery codes, both encrypted with the auth secret; `verified` turns true with the first code.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    verified: boolean().notNull().default(false),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("two_factors_user_id_key").on(t.userId)],
);

/** Settings an operator changes on the Settings screen, one row per key (decision 146). */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Our own attempt counters (sign-in lock-outs, e-mail budgets; server/auth/attempt-counter.ts): one
 * fixed window per key. Kept apart from `rate_limits`, whose rows better-auth prunes after its own
 * (one-minute) windows.
 */
export const throttleCounters = pgTable(
  "throttle_counters",
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("throttle_counters_window_started_at_idx").on(t.windowStartedAt)],
);

// ---------------------------------------------------------------------------------------------------
// Content.
export const programs = pgTable(
  "programs",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    tagline: text(),
    duration: text().notNull(),
    targetAudience: text(),
    description: text().notNull(),
    features: text().notNull().default(""),
    displayOrder: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("programs_display_order_check", sql`display_order >= 1`),
    uniqueIndex("programs_name_lower_key").on(sql`lower(${t.name})`),
    index("programs_display_order_idx").on(t.displayOrder),
  ],
);

export const programImages = pgTable(
  "program_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    imageUrl: text().notNull(),
    /** Where the file lives in the storage seam, so deleting the row can delete the file. */
    storageKey: text(),
    width: integer(),
    height: integer(),
    altText: text().notNull().default(""),
    displayOrder: integer().notNull().default(1),
    isPrimary: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("program_images_display_order_check", sql`display_order >= 1`),
    index("program_images_program_order_idx").on(t.programId, t.displayOrder),
    uniqueIndex("program_images_one_primary_key").on(t.programId).where(sql`is_primary`),
  ],
);

export const faqs = pgTable(
  "faqs",
  {
    id: uuid().primaryKey().defaultRandom(),
    question: text().notNull(),
    answer: text().notNull(),
    isActive: boolean().notNull().default(true),
    displayOrder: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("faqs_display_order_check", sql`display_order >= 1`),
    index("faqs_display_order_idx").on(t.displayOrder),
    index("faqs_active_display_order_idx").on(t.displayOrder).where(sql`is_active`),
  ],
);

/**
 * One row: a number that every change to the public content (programs, their images, FAQs) raises, in
 * the same transaction, by statement triggers (see the migration that creates this table). Instances
 * compare it with the version of what they hold in memory (server/content/).
 */
export const publicContentVersion = pgTable(
  "public_content_version",
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: "number" }).notNull().default(1),
  },
  () => [check("public_content_version_single_row", sql`id = 1`)],
);

// ---------------------------------------------------------------------------------------------------
// Leads.
type LeadColumns = {
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
export const leadExpressions = {
  name: (t: LeadColumns) => sql<string>`(${t.firstName} || ' ' || ${t.lastName})`,
  contact: (t: LeadColumns) => sql<string>`(${t.email} || ' ' || ${t.phoneNumber})`,
  work: (t: LeadColumns) => sql<string>`(coalesce(${t.company}, '') || ' ' || coalesce(${t.occupation}, ''))`,
  searchText: (t: LeadColumns) =>
    sql<string>`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.phoneNumber} || ' ' || coalesce(${t.company}, '') || ' ' || coalesce(${t.occupation}, ''))`,
  /** The 48-hour clock has stopped: a first completed contact exists (see first-contact.ts). */
  contacted: (t: { firstContactAt: AnyPgColumn }) => sql<boolean>`(${t.firstContactAt} IS NOT NULL)`,
};
const trigram = (expression: SQL) => sql`${expression} gin_trgm_ops`;

export const consultations = pgTable(
  "consultations",
  {
    id: uuid().primaryKey().defaultRandom(),
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
     * the activity use cases in the same transaction as the activity (server/leads/first-contact.ts),
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
    index("consultations_name_id_idx").on(leadExpressions.name(t), t.id),
    // The 48-hour clock: sorted waiting leads first (the oldest, so most urgent, first); its filters and
    // the dashboard's counts are ranges of created_at among the waiting ones (the partial index).
    index("consultations_clock_idx").on(leadExpressions.contacted(t), t.createdAt, t.id),
    index("consultations_waiting_created_at_idx").on(t.createdAt).where(sql`first_contact_at IS NULL`),
    index("consultations_program_id_idx").on(t.programId),
    index("consultations_search_trgm_idx").using("gin", trigram(leadExpressions.searchText(t))),
    index("consultations_name_trgm_idx").using("gin", trigram(leadExpressions.name(t))),
    index("consultations_contact_trgm_idx").using("gin", trigram(leadExpressions.contact(t))),
    index("consultations_work_trgm_idx").using("gin", trigram(leadExpressions.work(t))),
  ],
);

export const contactActivities = pgTable(
  "contact_activities",
  {
    id: uuid().primaryKey().defaultRandom(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("contact_activities_type_check", oneOf("activity_type", activityTypes)),
    check("contact_activities_method_check", oneOf("contact_method", contactMethods)),
    check("contact_activities_status_check", oneOf("status", activityStatuses)),
    check("contact_activities_priority_check", oneOf("priority", activityPriorities)),
    check("contact_activities_outcome_check", oneOf("outcome", activityOutcomes)),
    check("contact_activities_duration_check", sql`duration_minutes IS NULL OR duration_minutes >= 0`),
    index("contact_activities_created_at_id_idx").on(t.createdAt, t.id),
    index("contact_activities_due_idx").on(t.activityType, t.status, t.scheduledAt),
    index("contact_activities_scheduled_at_id_idx").on(t.scheduledAt, t.id),
    index("contact_activities_status_idx").on(t.status, t.createdAt),
    index("contact_activities_consultation_idx").on(t.consultationId, t.createdAt),
    index("contact_activities_profile_idx").on(t.profileId),
    index("contact_activities_subject_trgm_idx").using("gin", t.subject.op("gin_trgm_ops")),
    // The dashboard's follow-up work: activities completed in a date range (decision 147).
    index("contact_activities_completed_at_idx").on(t.completedAt).where(sql`status = 'completed'`),
  ],
);

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

// ---------------------------------------------------------------------------------------------------
// Members.
export const memberProgramRegistrations = pgTable(
  "member_program_registrations",
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    // A program with registrations cannot be deleted: members' history is never lost silently.
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "restrict" }),
    status: text().notNull().default("pending"),
    progressPercentage: integer().notNull().default(0),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    registrationDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notes: text(),
    registeredBy: uuid().references(() => profiles.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("registrations_status_check", oneOf("status", registrationStatuses)),
    check("registrations_progress_check", sql`progress_percentage BETWEEN 0 AND 100`),
    uniqueIndex("registrations_live_member_program_key")
      .on(t.memberId, t.programId)
      .where(sql`status <> 'cancelled'`),
    // Member Registrations: newest first with the id as tie-breaker, whole or per status (its tabs and
    // counters), at 100,000 rows (bench/registrations-list.ts).
    index("registrations_registration_date_id_idx").on(t.registrationDate, t.id),
    index("registrations_status_registration_date_id_idx").on(t.status, t.registrationDate, t.id),
    index("registrations_program_idx").on(t.programId),
    index("registrations_member_idx").on(t.memberId, t.registrationDate),
  ],
);

export const achievementDefinitions = pgTable(
  "achievement_definitions",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull(),
    icon: text().notNull(),
    points: integer().notNull().default(0),
    rarity: text().notNull().default("common"),
    category: text().notNull(),
    badgeColor: text().notNull(),
    isActive: boolean().notNull().default(true),
    /** What earns it (core/members/achievement-rules.ts) and the count that does. */
    rule: text().notNull(),
    target: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check("achievement_definitions_rarity_check", oneOf("rarity", achievementRarities)),
    check("achievement_definitions_points_check", sql`points >= 0`),
    check("achievement_definitions_rule_check", oneOf("rule", achievementRules)),
    check("achievement_definitions_target_check", sql`target >= 1`),
    index("achievement_definitions_rule_idx").on(t.rule).where(sql`is_active`),
    index("achievement_definitions_points_idx").on(t.points),
  ],
);

export const memberAchievements = pgTable(
  "member_achievements",
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    achievementId: uuid()
      .notNull()
      .references(() => achievementDefinitions.id, { onDelete: "cascade" }),
    earnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("member_achievements_member_achievement_key").on(t.memberId, t.achievementId),
    index("member_achievements_member_earned_idx").on(t.memberId, t.earnedAt),
    // The dashboard's achievements per month of a date range (decision 147).
    index("member_achievements_earned_at_idx").on(t.earnedAt),
  ],
);

export const achievementProgress = pgTable(
  "achievement_progress",
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    achievementId: uuid()
      .notNull()
      .references(() => achievementDefinitions.id, { onDelete: "cascade" }),
    currentValue: integer().notNull().default(0),
    targetValue: integer().notNull(),
    lastUpdated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("achievement_progress_values_check", sql`current_value >= 0 AND target_value >= 1`),
    uniqueIndex("achievement_progress_member_achievement_key").on(t.memberId, t.achievementId),
    index("achievement_progress_member_updated_idx").on(t.memberId, t.lastUpdated),
  ],
);

export type EventRequirements = { equipment: string[]; prerequisites: string[] };

export const trainingEvents = pgTable(
  "training_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text(),
    eventType: text().notNull(),
    status: text().notNull().default("scheduled"),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    location: text(),
    maxCapacity: integer(),
    currentCapacity: integer().notNull().default(0),
    isMandatory: boolean().notNull().default(false),
    meetingUrl: text(),
    requirements: jsonb().$type<EventRequirements>(),
    programId: uuid().references(() => programs.id, { onDelete: "set null" }),
    /** Members may cancel until this many hours before the start; NULL: until the start (the spec's rule). */
    cancellationCutoffHours: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("training_events_type_check", oneOf("event_type", eventTypes)),
    // The seat count can never pass the capacity, whatever code writes it (server/events/*).
    check(
      "training_events_within_capacity_check",
      sql`max_capacity IS NULL OR current_capacity <= max_capacity`,
    ),
    check(
      "training_events_cutoff_check",
      sql`cancellation_cutoff_hours IS NULL OR cancellation_cutoff_hours >= 0`,
    ),
    check("training_events_status_check", oneOf("status", eventStatuses)),
    check("training_events_capacity_check", sql`max_capacity IS NULL OR max_capacity >= 0`),
    check("training_events_current_capacity_check", sql`current_capacity >= 0`),
    check("training_events_time_check", sql`end_time > start_time`),
    index("training_events_start_time_idx").on(t.startTime),
    // Training Events' status tabs (counted and listed earliest first) and its search, at 100,000 events.
    index("training_events_status_start_idx").on(t.status, t.startTime),
    index("training_events_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("training_events_location_trgm_idx").using("gin", t.location.op("gin_trgm_ops")),
  ],
);

export const memberEventBookings = pgTable(
  "member_event_bookings",
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    eventId: uuid()
      .notNull()
      .references(() => trainingEvents.id, { onDelete: "cascade" }),
    bookingStatus: text().notNull().default("confirmed"),
    attendanceStatus: text().notNull().default("pending"),
    bookingDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancellationReason: text(),
  },
  (t) => [
    check("bookings_status_check", oneOf("booking_status", bookingStatuses)),
    check("bookings_attendance_check", oneOf("attendance_status", attendanceStatuses)),
    uniqueIndex("bookings_live_member_event_key")
      .on(t.memberId, t.eventId)
      .where(sql`booking_status <> 'cancelled'`),
    index("bookings_member_booking_date_idx").on(t.memberId, t.bookingDate),
    index("bookings_event_idx").on(t.eventId),
    // The waitlist in order: first come, first promoted.
    index("bookings_event_status_date_idx").on(t.eventId, t.bookingStatus, t.bookingDate, t.id),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Operations.
/**
 * Durable background work (booking e-mails, reminders): a row per job, claimed with FOR UPDATE SKIP
 * LOCKED under a lease so each runs once across instances, retried with back-off (server/jobs/*).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** What the job belongs to ("booking:<id>"), so cancelling that thing cancels its pending jobs. */
    groupKey: text(),
    status: text().notNull().default("pending"),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("jobs_status_check", oneOf("status", jobStatuses)),
    index("jobs_due_idx").on(t.status, t.runAt),
    index("jobs_group_key_idx").on(t.groupKey),
    // One pending run of a daily job at a time, however many instances schedule it (decision 145).
    uniqueIndex("jobs_one_pending_daily_key")
      .on(t.groupKey)
      .where(sql`status = 'pending' AND group_key LIKE 'daily:%'`),
  ],
);

/** Every e-mail the product sends, with its outcome, so a failed send is visible and can be retried. */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    kind: text().notNull(),
    status: text().notNull(),
    transport: text().notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_messages_status_check", oneOf("status", mailStatuses)),
    index("mail_messages_created_at_idx").on(t.createdAt),
  ],
);

/**
 * The audit trail (decision 144): one row per admin write, sign-in and password change, inserted in the
 * same transaction as the change (server/audit/record-audit.ts). Append-only: triggers refuse UPDATE,
 * DELETE and TRUNCATE (drizzle/0013). No foreign key to profiles: the trail outlives a deleted account,
 * so the actor's e-mail is copied as it was. `before`/`after` hold only the changed fields, redacted.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid(),
    actorEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    // The Audit Log's default order (newest first, read backwards: decision 157) and each filter followed
    // by that order, the tie-breaker included so no page needs a sort.
    index("audit_events_occurred_at_idx").on(t.occurredAt, t.id),
    index("audit_events_actor_idx").on(t.actorId, t.occurredAt, t.id),
    // The Person filter is a "contains" on the e-mail: a trigram index keeps it fast at scale (pg_trgm).
    index("audit_events_actor_email_trgm_idx").using("gin", t.actorEmail.op("gin_trgm_ops")),
    index("audit_events_entity_idx").on(t.entity, t.occurredAt, t.id),
    index("audit_events_action_idx").on(t.action, t.occurredAt, t.id),
    index("audit_events_entity_id_idx").on(t.entityId),
  ],
);

/**
 * Every backup the product took (server/backup/): when, by which trigger, whether it was verified after
 * it was written, where. The admin's Settings screen and /metrics read the newest (decision 181).
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** "daily" (the scheduled job) or "on-demand" (`npm run backup`). */
    trigger: text().notNull(),
    status: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    /** The archive's name in BACKUP_DIR on `host`; null when none was written. */
    fileName: text(),
    bytes: bigint({ mode: "number" }),
    host: text().notNull(),
    /** Why it failed, in our words (never a path with personal data, never a password). */
    error: text(),
  },
  (t) => [
    check("backup_runs_status_check", oneOf("status", ["verified", "failed"])),
    check("backup_runs_trigger_check", oneOf("trigger", ["daily", "on-demand"])),
    index("backup_runs_finished_at_idx").on(t.finishedAt),
  ],
);
