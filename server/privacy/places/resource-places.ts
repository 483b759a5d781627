// Private resources (docs/resources.md): the export lists what was shared with the member (their
// programs' resources they may see now, and those given to them), with how often they opened each.
// Erasure deletes the resources given to them alone, with their files once it has committed; one given
// to a program too stays for the program without them; their opening counts go.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { programs, resourceOpens, resources } from "#server/db/schema.ts";
import { visibleToMember } from "#server/resources/resource-audience.ts";
import { definePlace } from "./place.ts";

export const sharedResourcePlace = definePlace({
  key: "sharedResources",
  table: resources,
  // Words operators wrote for the member alone, and the file they were given.
  personal: [
    resources.title,
    resources.description,
    resources.linkUrl,
    resources.notes,
    resources.fileName,
    resources.storageKey,
  ],
  read: async ({ db }, s) => {
    const profileId = s.profileId;
    if (!profileId) return [];
    return db
      .select({
        title: resources.title,
        description: resources.description,
        category: resources.category,
        kind: resources.kind,
        program: programs.name,
        sharedWithYou: sql<boolean>`coalesce(${resources.memberId} = ${profileId}, false)`,
        fileName: resources.fileName,
        linkUrl: resources.linkUrl,
        availableSince: resources.visibleFrom,
        timesOpened: sql<number>`coalesce((SELECT count FROM resource_opens o
          WHERE o.resource_id = ${resources.id} AND o.member_id = ${profileId}), 0)::int`,
      })
      .from(resources)
      .leftJoin(programs, eq(programs.id, resources.programId))
      .where(visibleToMember(profileId, new Date()))
      .orderBy(asc(resources.visibleFrom), asc(resources.id));
  },
  erase: async (tx, s) => {
    if (!s.profileId) return;
    await tx.delete(resourceOpens).where(eq(resourceOpens.memberId, s.profileId));
    await tx.delete(resources).where(and(eq(resources.memberId, s.profileId), isNull(resources.programId)));
    await tx.update(resources).set({ memberId: null }).where(eq(resources.memberId, s.profileId));
  },
  eraseFiles: async ({ storage }, s) => {
    for (const key of s.resourceFileKeys) await storage.delete(key);
  },
});
