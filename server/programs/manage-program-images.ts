// Program images in the back office: upload (checked by content and re-encoded, metadata stripped),
// alt text, order, primary flag, delete (the stored file too). SPEC section 4: setting a primary
// clears the flag on the others; the first image saved for a program with none becomes primary.
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import sharp from "sharp";
import { checkUploadCandidates, uploadMessages } from "../../core/image-upload-rules.ts";
import { IMAGE_VARIANT_WIDTHS, imageVariantStorageKey } from "../../core/responsive-image.ts";
import { assertAdmin } from "../auth/assert-admin.ts";
import type { SessionUser } from "../auth/guards.ts";
import type { Database } from "../db/client.ts";
import { programImages, programs } from "../db/schema.ts";
import type { Services } from "../services.ts";
import type { Storage } from "../storage/storage.ts";
import { generateKey } from "../storage/storage.ts";

export class ImageRuleError extends Error {}

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const MAX_STORED_WIDTH = 2400;

export type ImageUpload = { name: string; size: number; data: Buffer; altText?: string };

export async function listProgramImagesForAdmin(db: Database, actor: SessionUser, programId: string) {
  assertAdmin(actor);
  return db
    .select()
    .from(programImages)
    .where(eq(programImages.programId, programId))
    .orderBy(asc(programImages.displayOrder), asc(programImages.createdAt));
}

/** Re-encodes an upload to WebP after checking what it really is (a renamed file is refused). */
async function reencode(upload: ImageUpload): Promise<{ data: Buffer; width: number; height: number }> {
  let format: string | undefined;
  try {
    format = (await sharp(upload.data).metadata()).format;
  } catch {
    throw new ImageRuleError(uploadMessages.invalidType);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRuleError(uploadMessages.invalidType);
  // rotate() applies the EXIF orientation; sharp drops all metadata unless asked to keep it.
  const { data, info } = await sharp(upload.data)
    .rotate()
    .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function addProgramImages(
  services: Services,
  actor: SessionUser,
  programId: string,
  uploads: ImageUpload[],
): Promise<number> {
  assertAdmin(actor);
  if (!programId) throw new ImageRuleError(uploadMessages.programRequired);
  const problem = checkUploadCandidates(uploads);
  if (problem) throw new ImageRuleError(problem);
  const { db, storage } = services;
  const [program] = await db
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .where(eq(programs.id, programId));
  if (!program) throw new ImageRuleError("Program not found");

  // Every file is checked and encoded before anything is stored: one bad file rejects the batch.
  const encoded = await Promise.all(uploads.map(reencode));
  const keys: string[] = [];
  try {
    for (const image of encoded) {
      const key = generateKey("program-images", "webp");
      await storage.put(key, image.data, "image/webp");
      keys.push(key);
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
      await tx.insert(programImages).values(
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
      );
    });
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
  return encoded.length;
}

async function imageOf(db: Database, imageId: string) {
  const [image] = await db.select().from(programImages).where(eq(programImages.id, imageId));
  if (!image) throw new ImageRuleError("Image not found");
  return image;
}

export async function updateImageAltText(db: Database, actor: SessionUser, imageId: string, altText: string) {
  assertAdmin(actor);
  await imageOf(db, imageId);
  await db
    .update(programImages)
    .set({ altText: altText.trim().slice(0, 300) })
    .where(eq(programImages.id, imageId));
}

export async function setPrimaryImage(db: Database, actor: SessionUser, imageId: string) {
  assertAdmin(actor);
  const image = await imageOf(db, imageId);
  await db.transaction(async (tx) => {
    await tx
      .update(programImages)
      .set({ isPrimary: false })
      .where(and(eq(programImages.programId, image.programId), ne(programImages.id, imageId)));
    await tx.update(programImages).set({ isPrimary: true }).where(eq(programImages.id, imageId));
  });
}

/** Moves an image one place earlier or later among its program's images, renumbering them 1..n. */
export async function moveImage(db: Database, actor: SessionUser, imageId: string, direction: "up" | "down") {
  assertAdmin(actor);
  const image = await imageOf(db, imageId);
  await db.transaction(async (tx) => {
    const ordered = await tx
      .select({ id: programImages.id })
      .from(programImages)
      .where(eq(programImages.programId, image.programId))
      .orderBy(asc(programImages.displayOrder), asc(programImages.createdAt));
    const index = ordered.findIndex((row) => row.id === imageId);
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= ordered.length) {
      throw new ImageRuleError(
        direction === "up"
          ? "Cannot move up - already at the top"
          : "Cannot move down - already at the bottom",
      );
    }
    [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
    for (const [position, row] of ordered.entries()) {
      await tx
        .update(programImages)
        .set({ displayOrder: position + 1 })
        .where(eq(programImages.id, row.id));
    }
  });
}

/** Deletes the row, then the stored file; a deleted primary hands the flag to the first image left. */
export async function deleteImage(services: Services, actor: SessionUser, imageId: string) {
  assertAdmin(actor);
  const { db, storage, logger } = services;
  const image = await imageOf(db, imageId);
  await db.transaction(async (tx) => {
    await tx.delete(programImages).where(eq(programImages.id, imageId));
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
  });
  if (image.storageKey) await deleteStoredImage(storage, image.storageKey, logger);
}

/** Removes an image's file and the resized copies the public site made of it. */
export async function deleteStoredImage(
  storage: Storage,
  key: string,
  logger: Services["logger"],
): Promise<void> {
  const keys = [key, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantStorageKey(key, width))];
  await Promise.all(
    keys.map((k) =>
      storage.delete(k).catch((err: unknown) => logger.warn({ err, key: k }, "could not delete image file")),
    ),
  );
}
