import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { programImages } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";

/** The image row an id names, or "Image not found". */
export async function programImageOf(db: Database, imageId: string) {
  const [image] = await db.select().from(programImages).where(eq(programImages.id, imageId));
  if (!image) throw notFound("Image");
  return image;
}
