// Content: programs, their images, FAQs, and the version number of what the public pages show.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, createdAt, primaryId, updatedAt } from "./columns.ts";

export const programs = pgTable(
  "programs",
  {
    id: primaryId(),
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
    id: primaryId(),
    programId: belongsTo(() => programs.id),
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
    id: primaryId(),
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
