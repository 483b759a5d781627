// Private resources (docs/resources.md): what operators publish to a program's active members, to one
// member, or to both, and how many times each member opened each one.
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { resourceCategories, resourceKinds } from "#core/resources/resource-rules.ts";
import { profiles } from "./auth.ts";
import { belongsTo, createdAt, oneOf, primaryId, updatedAt } from "./columns.ts";
import { programs } from "./content.ts";

export const resources = pgTable(
  "resources",
  {
    id: primaryId(),
    title: text().notNull(),
    description: text(),
    category: text().notNull(),
    kind: text().notNull(),
    // A program with resources cannot be deleted (as with registrations): unpublish them first.
    programId: uuid().references(() => programs.id, { onDelete: "restrict" }),
    // Erasure deletes a member's own resources itself (their files too); the cascade is the backstop.
    memberId: uuid().references(() => profiles.id, { onDelete: "cascade" }),
    linkUrl: text(),
    notes: text(),
    /** The file in the storage seam (not under the public bucket's URL: served only through a check). */
    storageKey: text(),
    fileName: text(),
    contentType: text(),
    sizeBytes: bigint({ mode: "number" }),
    availableFrom: timestamp({ withTimezone: true }),
    /** When members may first see it: "available from", or when it was published. Newest first by this. */
    visibleFrom: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set while unpublished: members see nothing of it. */
    unpublishedAt: timestamp({ withTimezone: true }),
    publishedBy: uuid().references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("resources_category_check", oneOf("category", resourceCategories)),
    check("resources_kind_check", oneOf("kind", resourceKinds)),
    check("resources_audience_check", sql`program_id IS NOT NULL OR member_id IS NOT NULL`),
    // A member's page: what their programs and they themselves were given, newest first (bench/resources.ts).
    index("resources_program_visible_idx")
      .on(t.programId, t.visibleFrom, t.id)
      .where(sql`unpublished_at IS NULL`),
    index("resources_member_visible_idx")
      .on(t.memberId, t.visibleFrom, t.id)
      .where(sql`unpublished_at IS NULL`),
    index("resources_created_at_idx").on(t.createdAt, t.id),
  ],
);

/** How often each member opened each resource (the operators' "opened by 3 of 5"). */
export const resourceOpens = pgTable(
  "resource_opens",
  {
    resourceId: belongsTo(() => resources.id),
    memberId: belongsTo(() => profiles.id),
    count: integer().notNull().default(1),
    firstOpenedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.memberId] }),
    index("resource_opens_member_idx").on(t.memberId),
  ],
);
