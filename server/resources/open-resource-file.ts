// Opening a resource's file, checked on every request (never a URL that works without the session):
// a member only what they may see now (anything else is "not found", as if it did not exist), each
// opening counted for the operators; an operator any resource, each opening in the audit trail.
import { and, eq, sql } from "drizzle-orm";
import { resourceMessages } from "#core/resources/resource-messages.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { resourceOpens, resources } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import type { StoredFile } from "#server/storage/storage.ts";
import { visibleToMember } from "./resource-audience.ts";

export type OpenedResourceFile = { file: StoredFile; fileName: string; contentType: string };

const notFound = () => new DomainError("not_found", resourceMessages.notFound);

export async function openResourceFile(
  services: Pick<Services, "db" | "storage">,
  actor: SessionUser,
  id: string,
  now = new Date(),
): Promise<OpenedResourceFile> {
  if (!isUuid(id)) throw notFound();
  const { db } = services;
  const staff = actor.role === "admin";
  const [found] = await db
    .select({
      storageKey: resources.storageKey,
      fileName: resources.fileName,
      contentType: resources.contentType,
    })
    .from(resources)
    .where(and(eq(resources.id, id), staff ? undefined : visibleToMember(actor.id, now)));
  if (!found?.storageKey) throw notFound();
  const file = await services.storage.get(found.storageKey);
  if (!file) throw notFound();
  try {
    if (staff) await recordAudit(db, { actor, action: "download", entity: "resource", entityId: id });
    else
      await db
        .insert(resourceOpens)
        .values({ resourceId: id, memberId: actor.id, lastOpenedAt: now, firstOpenedAt: now })
        .onConflictDoUpdate({
          target: [resourceOpens.resourceId, resourceOpens.memberId],
          set: { count: sql`${resourceOpens.count} + 1`, lastOpenedAt: now },
        });
  } catch (error) {
    file.body.destroy();
    throw error;
  }
  return {
    file,
    fileName: found.fileName ?? "resource",
    contentType: found.contentType ?? "application/octet-stream",
  };
}
