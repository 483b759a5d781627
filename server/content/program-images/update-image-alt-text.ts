import { eq } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { programImages } from "#server/db/schema.ts";
import { programImageOf } from "./program-image-of.ts";

export async function updateImageAltText(db: Database, actor: SessionUser, imageId: string, altText: string) {
  assertAdmin(actor);
  const before = await programImageOf(db, imageId);
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(programImages)
      .set({ altText: altText.trim().slice(0, 300) })
      .where(eq(programImages.id, imageId))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "program_image",
      entityId: imageId,
      before,
      after,
    });
  });
}
