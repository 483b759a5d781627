// The Audit Log (decision 144): every admin write, admin sign-in and password change, newest first,
// filtered in the URL; ?view={id} opens one row's before and after. Read-only: the trail is append-only.

import { parseTableQuery } from "#core/admin/table-query.ts";
import {
  auditActionLabels,
  auditActorLabel,
  auditEntityLabels,
  auditMessages,
  labelOf,
} from "#core/audit/audit-messages.ts";
import { formatDateTime } from "#core/dates/dates.ts";
import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { AuditEventDialog } from "~/components/audit/audit-event-dialog";
import { AuditFilters } from "~/components/audit/audit-filters";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ExportLink } from "~/components/ui/export-link";
import { IconButton } from "~/components/ui/icon-button";
import { Eye } from "~/components/ui/icons";
import { readAdminScreen } from "~/kit/admin-screen.server";
import { privatePageMeta } from "~/kit/page-meta";
import { useTimeZone } from "~/kit/time-zone";
import { useUrlDialog } from "~/kit/url-dialog";
import { auditEventTable, getAuditEvent, listAuditEventsPage } from "~/lib/audit.server";
import type { Route } from "./+types/audit-log";

export const meta: Route.MetaFunction = () => privatePageMeta(auditMessages.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, params, dialog, db } = await readAdminScreen(context, request);
  // The date filter's days are the operator's, as every other screen's dates.
  const timeZone = timeZoneFromCookies(request.headers.get("cookie"));
  const [page, viewing] = await Promise.all([
    listAuditEventsPage(db, admin, parseTableQuery(params, auditEventTable(timeZone)), timeZone),
    dialog?.kind === "view" ? getAuditEvent(db, admin, dialog.id) : null,
  ]);
  return { page, viewing };
}

type AuditRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { page, viewing } = loaderData;
  const { open, close } = useUrlDialog();
  const columns: Column<AuditRow>[] = [
    { key: "occurredAt", header: "When", cell: (r) => formatDateTime(r.occurredAt, timeZone) },
    { key: "actorEmail", header: "Person", cell: (r) => auditActorLabel(r) },
    { key: "entityLabel", header: "Entity", cell: (r) => labelOf(auditEntityLabels, r.entity) },
    { key: "actionLabel", header: "Action", cell: (r) => labelOf(auditActionLabels, r.action) },
    {
      key: "entityId",
      header: "ID",
      cell: (r) => <span className="font-mono text-xs">{r.entityId ?? "-"}</span>,
    },
  ];
  return (
    <>
      <AdminPageHeader
        title={auditMessages.title}
        subtitle={auditMessages.subtitle(page.total)}
        actions={<ExportLink list="audit-log" what="audit events" />}
      />
      <AuditFilters query={page.query} />
      <DataTable
        label="Audit events"
        page={page}
        columns={columns}
        sortCycle="asc-desc"
        emptyText={auditMessages.empty}
        searchPlaceholder="Search by e-mail or ID..."
        rowActions={(row) => (
          <IconButton
            label={`View audit event of ${formatDateTime(row.occurredAt, timeZone)}`}
            onClick={() => open({ kind: "view", id: row.id })}
          >
            <Eye aria-hidden className="size-4" />
          </IconButton>
        )}
      />
      <AuditEventDialog event={viewing} onClose={close} />
    </>
  );
}
