// My Resources: what the member may see now (resource-audience.ts), newest first, searched by title
// and description, a page at a time, with the program each came from.
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { programs, resources } from "#server/db/schema.ts";
import { containsPattern } from "#server/db/table-definition.ts";
import { visibleToMember } from "./resource-audience.ts";
import { resourceCard } from "./resource-card.ts";

export const MEMBER_RESOURCES_PAGE_SIZE = 24;

export async function listMemberResources(
  db: Database,
  actor: SessionUser,
  options: { search?: string; page?: number; now?: Date } = {},
) {
  assertMember(actor);
  const page = Math.max(1, Math.min(options.page ?? 1, 10_000));
  const pattern = options.search ? containsPattern(options.search) : null;
  const rows = await db
    .select({
      ...resourceCard,
      notes: resources.notes,
      programName: programs.name,
      forYou: sql<boolean>`coalesce(${resources.memberId} = ${actor.id}, false)`,
      visibleFrom: resources.visibleFrom,
    })
    .from(resources)
    .leftJoin(programs, eq(programs.id, resources.programId))
    .where(
      and(
        visibleToMember(actor.id, options.now ?? new Date()),
        pattern ? or(ilike(resources.title, pattern), ilike(resources.description, pattern)) : undefined,
      ),
    )
    .orderBy(desc(resources.visibleFrom), desc(resources.id))
    // One more than a page says whether there is a next one, without counting.
    .limit(MEMBER_RESOURCES_PAGE_SIZE + 1)
    .offset((page - 1) * MEMBER_RESOURCES_PAGE_SIZE);
  return {
    resources: rows.slice(0, MEMBER_RESOURCES_PAGE_SIZE),
    page,
    hasNext: rows.length > MEMBER_RESOURCES_PAGE_SIZE,
  };
}
