// Members: program registrations and achievements.
import { sql } from "drizzle-orm";
import {
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
import { achievementRarities, registrationStatuses } from "#core/enums.ts";
import { achievementRules } from "#core/members/achievements/achievement-rules.ts";
import { profiles } from "./auth.ts";
import { belongsTo, createdAt, oneOf, primaryId, updatedAt } from "./columns.ts";
import { programs } from "./content.ts";

export const memberProgramRegistrations = pgTable(
  "member_program_registrations",
  {
    id: primaryId(),
    memberId: belongsTo(() => profiles.id),
    // A program with registrations cannot be deleted: members' history is never lost silently.
    programId: belongsTo(() => programs.id, "restrict"),
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
    id: primaryId(),
    name: text().notNull(),
    description: text().notNull(),
    icon: text().notNull(),
    points: integer().notNull().default(0),
    rarity: text().notNull().default("common"),
    category: text().notNull(),
    badgeColor: text().notNull(),
    isActive: boolean().notNull().default(true),
    /** What earns it (core/members/achievements/achievement-rules.ts) and the count that does. */
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
    id: primaryId(),
    memberId: belongsTo(() => profiles.id),
    achievementId: belongsTo(() => achievementDefinitions.id),
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
    id: primaryId(),
    memberId: belongsTo(() => profiles.id),
    achievementId: belongsTo(() => achievementDefinitions.id),
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
