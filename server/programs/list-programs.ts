import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { programImages, programs } from "#server/db/schema.ts";

export type ProgramCard = {
  id: string;
  name: string;
  tagline: string | null;
  duration: string;
  targetAudience: string | null;
  description: string;
  displayOrder: number;
  image: { url: string; alt: string; width: number | null; height: number | null } | null;
};

/** Every program in display order with its primary image (SPEC 7: home and /programs). Public. */
export async function listPrograms(db: Database): Promise<ProgramCard[]> {
  const rows = await db
    .select({
      id: programs.id,
      name: programs.name,
      tagline: programs.tagline,
      duration: programs.duration,
      targetAudience: programs.targetAudience,
      description: programs.description,
      displayOrder: programs.displayOrder,
      imageUrl: programImages.imageUrl,
      imageAlt: programImages.altText,
      imageWidth: programImages.width,
      imageHeight: programImages.height,
    })
    .from(programs)
    .leftJoin(programImages, and(eq(programImages.programId, programs.id), eq(programImages.isPrimary, true)))
    .orderBy(asc(programs.displayOrder), asc(programs.name));
  return rows.map(({ imageUrl, imageAlt, imageWidth, imageHeight, ...program }) => ({
    ...program,
    image: imageUrl ? { url: imageUrl, alt: imageAlt ?? "", width: imageWidth, height: imageHeight } : null,
  }));
}
