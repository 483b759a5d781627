import { eq } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { deleteStoredImage } from "#server/content/program-images/delete-stored-image.ts";
import { programImages, programs } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { explainProgramConstraint } from "./program-constraint-errors.ts";

/** Deletes the program and its images, rows first, then the stored files. Refused while members are registered. */
export async function deleteProgram(services: Services, actor: SessionUser, id: string): Promise<void> {
  assertAdmin(actor);
  const { db, storage, logger } = services;
  const files = await db
    .select({ key: programImages.storageKey })
    .from(programImages)
    .where(eq(programImages.programId, id));
  await db
    .transaction(async (tx) => {
      const [deleted] = await tx.delete(programs).where(eq(programs.id, id)).returning();
      if (!deleted) throw notFound("Program");
      await recordAudit(tx, { actor, action: "delete", entity: "program", entityId: id, before: deleted });
    })
    .catch(explainProgramConstraint);
  for (const { key } of files) if (key) await deleteStoredImage(storage, key, logger);
}
