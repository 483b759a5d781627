import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { programImages } from "#server/db/schema.ts";

export type ProgramImageView = {
  id: string;
  url: string;
  storageKey: string | null;
  alt: string;
  width: number | null;
  height: number | null;
  isPrimary: boolean;
};

/** A program's images in display order (SPEC 7: program_images where program_id, display_order asc). Public. */
export async function listProgramImages(db: Database, programId: string): Promise<ProgramImageView[]> {
  return db
    .select({
      id: programImages.id,
      url: programImages.imageUrl,
      storageKey: programImages.storageKey,
      alt: programImages.altText,
      width: programImages.width,
      height: programImages.height,
      isPrimary: programImages.isPrimary,
    })
    .from(programImages)
    .where(eq(programImages.programId, programId))
    .orderBy(asc(programImages.displayOrder), asc(programImages.createdAt));
}
