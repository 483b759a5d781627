// Program Management's table and writes (admins only).
import { count, eq, max, sql } from "drizzle-orm";
import { nextDisplayOrder } from "../../core/ordering.ts";
import type { ProgramInput } from "../../core/program-schema.ts";
import type { TablePage, TableQuery } from "../../core/table-query.ts";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import { type Database, pgErrorCode } from "../db/client.ts";
import {
  filterConditions,
  offsetOf,
  orderBy,
  searchCondition,
  textFilter,
  whereAll,
} from "../db/list-query.ts";
import { programImages, programs } from "../db/schema.ts";
import { moveByOne } from "../ordering/move-by-one.ts";
import type { Services } from "../services.ts";
import { deleteStoredImage } from "./manage-program-images.ts";

export class ProgramRuleError extends Error {}

export const programTable = {
  sortable: ["displayOrder", "name", "duration", "createdAt", "updatedAt"],
  filterable: ["name", "duration"],
  defaultSort: { column: "displayOrder", direction: "asc" as const },
} as const;

export async function listProgramsPage(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  const where = whereAll([
    searchCondition(query.search, [programs.name, programs.tagline, programs.description]),
    ...filterConditions(query.filters, {
      name: textFilter(programs.name),
      duration: textFilter(programs.duration),
    }),
  ]);
  const columns = {
    displayOrder: programs.displayOrder,
    name: programs.name,
    duration: programs.duration,
    createdAt: programs.createdAt,
    updatedAt: programs.updatedAt,
  };
  const [rows, [matching], total] = await Promise.all([
    db
      .select({
        id: programs.id,
        name: programs.name,
        tagline: programs.tagline,
        description: programs.description,
        duration: programs.duration,
        targetAudience: programs.targetAudience,
        features: programs.features,
        displayOrder: programs.displayOrder,
        createdAt: programs.createdAt,
        updatedAt: programs.updatedAt,
        imageCount: sql<number>`(SELECT count(*)::int FROM program_images i WHERE i.program_id = programs.id)`,
        canMoveUp: sql<boolean>`EXISTS (SELECT 1 FROM programs n WHERE n.display_order = programs.display_order - 1)`,
        canMoveDown: sql<boolean>`EXISTS (SELECT 1 FROM programs n WHERE n.display_order = programs.display_order + 1)`,
      })
      .from(programs)
      .where(where)
      .orderBy(...orderBy(query, columns, programs.createdAt))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(programs).where(where),
    db.$count(programs),
  ]);
  return { rows, matching: matching?.n ?? 0, total, query } satisfies TablePage<(typeof rows)[number]>;
}

export async function nextProgramOrder(db: Database): Promise<number> {
  const [row] = await db.select({ highest: max(programs.displayOrder) }).from(programs);
  return nextDisplayOrder(row?.highest == null ? [] : [row.highest]);
}

function explain(error: unknown): never {
  const code = pgErrorCode(error);
  if (code === "23505") throw new ProgramRuleError("A program with this name already exists.");
  if (code === "23503" || code === "23001")
    throw new ProgramRuleError("This program has member registrations and cannot be deleted.");
  throw error;
}

export async function createProgram(db: Database, actor: SessionUser, input: ProgramInput) {
  assertAdmin(actor);
  const [row] = await db.insert(programs).values(input).returning().catch(explain);
  return row!;
}

export async function updateProgram(db: Database, actor: SessionUser, id: string, input: ProgramInput) {
  assertAdmin(actor);
  const [row] = await db.update(programs).set(input).where(eq(programs.id, id)).returning().catch(explain);
  if (!row) throw new ProgramRuleError("Program not found");
  return row;
}

/** Deletes the program and its images, rows first, then the stored files. */
export async function deleteProgram(services: Services, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  const { db, storage, logger } = services;
  const files = await db
    .select({ key: programImages.storageKey })
    .from(programImages)
    .where(eq(programImages.programId, id));
  const deleted = await db
    .delete(programs)
    .where(eq(programs.id, id))
    .returning({ id: programs.id })
    .catch(explain);
  if (deleted.length === 0) throw new ProgramRuleError("Program not found");
  for (const { key } of files) if (key) await deleteStoredImage(storage, key, logger);
}

export async function moveProgram(db: Database, actor: SessionUser, id: string, direction: "up" | "down") {
  assertAdmin(actor);
  await moveByOne(db, "programs", id, direction);
}
