import { eq } from "drizzle-orm";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { programImages } from "#server/db/schema.ts";
import { programImageOf } from "./program-image-of.ts";

export async function updateImageAltText(db: Database, actor: SessionUser, imageId: string, altText: string) {
  assertAdmin(actor);
  await programImageOf(db, imageId);
  await db
    .update(programImages)
    .set({ altText: altText.trim().slice(0, 300) })
    .where(eq(programImages.id, imageId));
}
