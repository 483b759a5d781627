// Accounts and their ways in: better-auth's "user" model is stored as `profiles`, one row per person,
// so the spec's profile (first/last name, phone) and the login identity can never drift apart; its
// sessions, accounts (password hashes), verifications, rate limits and two-factor keys; our own
// attempt counters.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userRoles } from "#core/enums.ts";
import { erasedMemberName } from "#core/users/display-name.ts";
import { belongsTo, createdAt, oneOf, primaryId, updatedAt } from "./columns.ts";

export const profiles = pgTable(
  "profiles",
  {
    id: primaryId(),
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
    id: primaryId(),
    token: text().notNull().unique(),
    userId: belongsTo(() => profiles.id),
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
    id: primaryId(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: belongsTo(() => profiles.id),
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
    id: primaryId(),
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
  id: primaryId(),
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
    id: primaryId(),
    userId: belongsTo(() => profiles.id),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    verified: boolean().notNull().default(false),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("two_factors_user_id_key").on(t.userId)],
);

/**
 * Our own attempt counters (sign-in lock-outs, e-mail budgets; server/auth/throttling/attempt-counter.ts): one
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
