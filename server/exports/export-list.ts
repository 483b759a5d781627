// One admin list as a CSV download (decision 148): admins only, the rows the screen shows for the same
// URL, streamed in keyset pages. Each export leaves an audit row naming the list, its tab and sort and
// whether it was searched or filtered; never the search words, which may be a person's name or e-mail.
import { isFiltered } from "#core/admin/table-query.ts";
import { csvFileName } from "#core/exports/csv.ts";
import { exportMessages, isExportList } from "#core/exports/export-messages.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { keysetPages } from "#server/db/keyset-pages.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { csvStream } from "./csv-stream.ts";
import { type ExportClock, listExports } from "./list-exports.ts";

export async function exportList(
  services: Pick<Services, "db" | "logger">,
  actor: SessionUser,
  list: string | undefined,
  params: URLSearchParams,
  clock: ExportClock,
  pageSize = 1000,
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  assertAdmin(actor);
  if (!isExportList(list)) throw new DomainError("not_found", exportMessages.unknownList);
  const { db } = services;
  const definition = listExports[list];
  // The lists' "me" (an owner, an assignee) is the one exporting.
  const scope = await definition.scope(db, params, { ...clock, viewerId: actor.id });
  if (!scope) throw new DomainError("not_found", exportMessages.eventNotFound);
  const { query } = scope;
  await recordAudit(db, {
    actor,
    action: "export",
    entity: definition.entity,
    entityId: list === "event-roster" ? params.get("event") : null,
    after: query ? { list, tab: query.tab ?? null, sort: query.sort, filtered: isFiltered(query) } : { list },
  });
  const pages = keysetPages(definition.select(db), scope.keyset, pageSize);
  return {
    fileName: csvFileName(list, clock.now.toISOString().slice(0, 10)),
    body: csvStream(definition.columns(clock), pages, services.logger),
  };
}
