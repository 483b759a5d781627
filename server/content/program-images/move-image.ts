import { asc, eq } from "drizzle-orm";
import { adminMessages } from "#core/admin/admin-messages.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { programImages } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { programImageOf } from "./program-image-of.ts";

/** Moves an image one place earlier or later among its program's images, renumbering them 1..n. */
export async function moveImage(db: Database, actor: SessionUser, imageId: string, direction: "up" | "down") {
  assertAdmin(actor);
  const image = await programImageOf(db, imageId);
  await db.transaction(async (tx) => {
    const ordered = await tx
      .select({ id: programImages.id })
      .from(programImages)
      .where(eq(programImages.programId, image.programId))
      .orderBy(asc(programImages.displayOrder), asc(programImages.createdAt));
    const index = ordered.findIndex((row) => row.id === imageId);
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= ordered.length) {
      throw new DomainError("conflict", direction === "up" ? adminMessages.atTop : adminMessages.atBottom);
    }
    [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
    await recordAudit(tx, {
      actor,
      action: "move",
      entity: "program_image",
      entityId: imageId,
      before: { displayOrder: index + 1 },
      after: { displayOrder: target + 1 },
    });
    for (const [position, row] of ordered.entries()) {
      await tx
        .update(programImages)
        .set({ displayOrder: position + 1 })
        .where(eq(programImages.id, row.id));
    }
  });
}
