// The operators' Resources list: every resource with where it went, its state, and how many of the
// members who may see it opened it ("opened by 3 of 5"), newest first, searched and paged in the database.
import { eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { TableQuery } from "#core/admin/table-query.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { profiles, programs, resources } from "#server/db/schema.ts";
import { defineTable, listTable } from "#server/db/table-definition.ts";
import { audienceCount, openedCount } from "./resource-audience.ts";
import { resourceCard } from "./resource-card.ts";

export const resourceTable = defineTable({
  columns: {
    title: { sql: resources.title, sortable: true, filter: "text" },
    category: { sql: resources.category, sortable: true, filter: "text" },
    kind: { sql: resources.kind, sortable: true, filter: "text" },
    visibleFrom: { sql: resources.visibleFrom, sortable: true },
    createdAt: { sql: resources.createdAt, sortable: true },
  },
  search: [resources.title, resources.description],
  tieBreaker: resources.id,
  defaultSort: { column: "createdAt", direction: "desc" },
  tabs: [
    ["all", undefined],
    ["published", isNull(resources.unpublishedAt)],
    ["unpublished", isNotNull(resources.unpublishedAt)],
  ] satisfies [string, SQL | undefined][],
});

const row = {
  ...resourceCard,
  programName: programs.name,
  memberEmail: profiles.email,
  availableFrom: resources.availableFrom,
  visibleFrom: resources.visibleFrom,
  unpublishedAt: resources.unpublishedAt,
  createdAt: resources.createdAt,
  audience: audienceCount,
  opened: openedCount,
};

/** The list's rows (and its CSV export's, with the keyset's extra fields). */
export const resourceRows = <E extends Record<string, SQL>>(db: Database, extra = {} as E) =>
  db
    .select({ ...row, ...extra })
    .from(resources)
    .leftJoin(programs, eq(programs.id, resources.programId))
    .leftJoin(profiles, eq(profiles.id, resources.memberId))
    .$dynamic();

export async function listResourcesPage(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  return listTable(db, resourceTable, query, {
    name: "resources",
    rows: resourceRows(db),
    counted: resources,
    // Each row counts its audience and opens: only the page's rows do (decision 163).
    keysFirst: true,
  });
}

/** One resource as the edit dialog shows it. */
export async function getResource(db: Database, actor: SessionUser, id: string | null) {
  assertAdmin(actor);
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({
      id: resources.id,
      title: resources.title,
      description: resources.description,
      category: resources.category,
      kind: resources.kind,
      programId: resources.programId,
      memberEmail: profiles.email,
      linkUrl: resources.linkUrl,
      notes: resources.notes,
      fileName: resources.fileName,
      availableFrom: resources.availableFrom,
    })
    .from(resources)
    .leftJoin(profiles, eq(profiles.id, resources.memberId))
    .where(eq(resources.id, id));
  return found ?? null;
}

export type ResourceForEdit = NonNullable<Awaited<ReturnType<typeof getResource>>>;
