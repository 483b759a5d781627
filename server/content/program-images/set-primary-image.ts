// SPEC section 4: setting a primary image clears the flag on every other image of the program first.
import { and, eq, ne } from "drizzle-orm";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { programImages } from "#server/db/schema.ts";
import { programImageOf } from "./program-image-of.ts";

export async function setPrimaryImage(db: Database, actor: SessionUser, imageId: string) {
  assertAdmin(actor);
  const image = await programImageOf(db, imageId);
  await db.transaction(async (tx) => {
    await tx
      .update(programImages)
      .set({ isPrimary: false })
      .where(and(eq(programImages.programId, image.programId), ne(programImages.id, imageId)));
    await tx.update(programImages).set({ isPrimary: true }).where(eq(programImages.id, imageId));
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "program_image",
      entityId: imageId,
      before: { isPrimary: image.isPrimary },
      after: { isPrimary: true },
    });
  });
}
