import { asc, eq } from "drizzle-orm";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import type { Database } from "../db/client.ts";
import { programImages } from "../db/schema.ts";

/** The image manager's list: every column, in display order. */
export async function listProgramImagesForAdmin(db: Database, actor: SessionUser, programId: string) {
  assertAdmin(actor);
  return db
    .select()
    .from(programImages)
    .where(eq(programImages.programId, programId))
    .orderBy(asc(programImages.displayOrder), asc(programImages.createdAt));
}
