// Uploads program images (SPEC sections 4 and 5): every file is checked by what it really is (a
// renamed file is refused), re-encoded to WebP without metadata (reencode-image.ts), and stored; the first image saved for
// a program with none becomes primary.
import { eq, max, sql } from "drizzle-orm";
import { checkImagesToAdd, uploadMessages } from "#core/content/program-images/image-upload-rules.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { programImages, programs } from "#server/db/schema.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { generateKey } from "#server/storage/storage.ts";
import { reencodeImage } from "./reencode-image.ts";
import { noDataFromUpload, uploadFailure } from "./storage-failure.ts";

export type ImageUpload = { name: string; size: number; data: Buffer; altText?: string };

async function reencode(upload: ImageUpload) {
  const image = await reencodeImage(upload.data);
  if (!image) throw new DomainError("invalid", uploadMessages.invalidType);
  return image;
}

export async function addProgramImages(
  services: Services,
  actor: SessionUser,
  programId: string,
  uploads: ImageUpload[],
): Promise<number> {
  assertAdmin(actor);
  if (!programId) throw new DomainError("invalid", uploadMessages.programRequired);
  const problem = checkImagesToAdd(uploads);
  if (problem) throw new DomainError("invalid", problem);
  const { db, storage, logger } = services;
  const [program] = await db
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .where(eq(programs.id, programId));
  if (!program) throw notFound("Program");

  // Every file is checked and encoded before anything is stored: one bad file rejects the batch.
  const encoded = await Promise.all(uploads.map(reencode));
  const keys: string[] = [];
  try {
    for (const image of encoded) {
      const key = generateKey("program-images", "webp");
      const stored = await storage.put(key, image.data, "image/webp").catch((error: unknown) => {
        throw uploadFailure(error, logger);
      });
      // A store that answers without confirming the file may not hold it: it is removed with the rest.
      keys.push(key);
      if (!stored) throw noDataFromUpload();
    }
    await db.transaction(async (tx) => {
      const [state] = await tx
        .select({
          highest: max(programImages.displayOrder),
          primaries: sql<number>`count(*) FILTER (WHERE ${programImages.isPrimary})::int`,
        })
        .from(programImages)
        .where(eq(programImages.programId, programId));
      const start = (state?.highest ?? 0) + 1;
      const needsPrimary = (state?.primaries ?? 0) === 0;
      const added = await tx
        .insert(programImages)
        .values(
          encoded.map((image, i) => ({
            programId,
            imageUrl: storage.publicUrl(keys[i]!),
            storageKey: keys[i]!,
            width: image.width,
            height: image.height,
            altText: uploads[i]!.altText?.trim() || `${program.name}, image ${start + i}`,
            displayOrder: start + i,
            isPrimary: needsPrimary && i === 0,
          })),
        )
        .returning();
      for (const image of added)
        await recordAudit(tx, {
          actor,
          action: "create",
          entity: "program_image",
          entityId: image.id,
          after: image,
        });
    });
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
  return encoded.length;
}
