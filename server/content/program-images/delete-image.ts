import { asc, eq } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { programImages } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { deleteStoredImage } from "./delete-stored-image.ts";
import { programImageOf } from "./program-image-of.ts";
import { deleteFailure } from "./storage-failure.ts";

/**
 * Deletes the row and its stored file together: the file is removed inside the row's transaction, so
 * a store that refuses ("Delete failed: ...") leaves the image in place to try again. The resized
 * copies are removed after the commit (only logged when that fails: they are caches). A deleted
 * primary hands the flag to the first image left.
 */
export async function deleteImage(services: Services, actor: SessionUser, imageId: string) {
  assertAdmin(actor);
  const { db, storage, logger } = services;
  const image = await programImageOf(db, imageId);
  await db.transaction(async (tx) => {
    await tx.delete(programImages).where(eq(programImages.id, imageId));
    await recordAudit(tx, {
      actor,
      action: "delete",
      entity: "program_image",
      entityId: imageId,
      before: image,
    });
    if (image.isPrimary) {
      const [first] = await tx
        .select({ id: programImages.id })
        .from(programImages)
        .where(eq(programImages.programId, image.programId))
        .orderBy(asc(programImages.displayOrder))
        .limit(1);
      if (first)
        await tx.update(programImages).set({ isPrimary: true }).where(eq(programImages.id, first.id));
    }
    if (image.storageKey)
      await storage.delete(image.storageKey).catch((error: unknown) => {
        throw deleteFailure(error, logger);
      });
  });
  if (image.storageKey) await deleteStoredImage(storage, image.storageKey, logger);
}
