// Who may see a resource, as SQL the member's page and every file request share: published, visible
// from now on, and given to the member themselves or to a program where their registration is active.
// Leaving a program (cancelled, completed, inactive) ends access on the next request: nothing is kept.
import { and, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { resources } from "#server/db/schema.ts";

export function visibleToMember(memberId: string, now: Date): SQL {
  return and(
    isNull(resources.unpublishedAt),
    lte(resources.visibleFrom, now),
    or(
      eq(resources.memberId, memberId),
      sql`${resources.programId} IN (SELECT program_id FROM member_program_registrations
        WHERE member_id = ${memberId} AND status = 'active')`,
    ),
  )!;
}

/** How many members may see it now: the program's active members and the one it was given to. */
export const audienceCount = sql<number>`(SELECT count(*)::int FROM (
    SELECT member_id FROM member_program_registrations
      WHERE program_id = ${resources.programId} AND status = 'active'
    UNION SELECT ${resources.memberId} WHERE ${resources.memberId} IS NOT NULL) audience)`;

/** How many of those members opened it at least once. */
export const openedCount = sql<number>`(SELECT count(*)::int FROM resource_opens o
    WHERE o.resource_id = ${resources.id} AND (o.member_id = ${resources.memberId}
      OR o.member_id IN (SELECT member_id FROM member_program_registrations
        WHERE program_id = ${resources.programId} AND status = 'active')))`;
