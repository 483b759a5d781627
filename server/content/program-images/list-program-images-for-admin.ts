import { asc, eq } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { programImages } from "#server/db/schema.ts";

/** The image manager's list: every column, in display order. */
export async function listProgramImagesForAdmin(db: Database, actor: SessionUser, programId: string) {
  assertAdmin(actor);
  return db
    .select()
    .from(programImages)
    .where(eq(programImages.programId, programId))
    .orderBy(asc(programImages.displayOrder), asc(programImages.createdAt));
}
