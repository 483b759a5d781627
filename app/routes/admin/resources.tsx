import { parseTableQuery } from "#core/admin/table-query.ts";
import { formatDate } from "#core/dates/dates.ts";
import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { resourceMessages } from "#core/resources/resource-messages.ts";
import {
  openedCell,
  type ResourceCategory,
  type ResourceKind,
  resourceCategoryLabels,
  resourceKindLabels,
  resourceStatusLabel,
  sharedWithText,
} from "#core/resources/resource-rules.ts";
import { resourceFormSchema } from "#core/resources/resource-schema.ts";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { ResourceDialog } from "~/components/resources/resource-dialog";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ExportLink } from "~/components/ui/export-link";
import { IconButton } from "~/components/ui/icon-button";
import { EyeOff, FileDown, Pencil, Send } from "~/components/ui/icons";
import { readAdminScreen } from "~/kit/admin-screen.server";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { resourceIntents, rowIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { idOnly } from "~/kit/row-intents.server";
import { useRowPost } from "~/kit/row-post";
import { useTimeZone } from "~/kit/time-zone";
import { useUrlDialog } from "~/kit/url-dialog";
import { requireAdmin } from "~/lib/auth.server";
import { listProgramChoices } from "~/lib/content.server";
import {
  getResource,
  listResourcesPage,
  oneFile,
  publishResource,
  resourceTable,
  setResourcePublished,
  updateResource,
  uploadFrom,
} from "~/lib/resources.server";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = () => privatePageMeta("Resources");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, params, dialog, db } = await readAdminScreen(context, request);
  const [page, editing, programs] = await Promise.all([
    listResourcesPage(db, admin, parseTableQuery(params, resourceTable)),
    dialog?.kind === "edit" ? getResource(db, admin, dialog.id) : null,
    dialog?.kind === "new" || dialog?.kind === "edit" ? listProgramChoices(db) : [],
  ]);
  return { page, editing, programs };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  const admin = guard.user;
  const { services } = context;
  // "Available from" is a day in the operator's time zone, the one the form showed.
  const timeZone = timeZoneFromCookies(request.headers.get("cookie"));
  const publishedState = (published: boolean) =>
    intent({
      schema: idOnly,
      failure: (message) => resourceMessages.failed(published ? "publish" : "unpublish", message),
      run: async ({ id }) => {
        await setResourcePublished(services, admin, id, published);
        return published ? resourceMessages.republished : resourceMessages.unpublished;
      },
    });
  return dispatchIntent(request, context, {
    entity: "Resource",
    intents: {
      [rowIntents.create]: intent({
        schema: resourceFormSchema,
        files: oneFile,
        failure: (message) => resourceMessages.failed("publish", message),
        run: async (input, form) => {
          await publishResource(services, admin, input, await uploadFrom(form), timeZone);
          return resourceMessages.published;
        },
      }),
      [rowIntents.update]: intent({
        schema: resourceFormSchema.safeExtend(idOnly.shape),
        files: oneFile,
        failure: (message) => resourceMessages.failed("update", message),
        run: async ({ id, ...input }, form) => {
          await updateResource(services, admin, id, input, await uploadFrom(form), timeZone);
          return resourceMessages.updated;
        },
      }),
      [resourceIntents.unpublish]: publishedState(false),
      [resourceIntents.publish]: publishedState(true),
    },
  });
}

type ResourceRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

function ResourceActions({ row, onEdit }: { row: ResourceRow; onEdit: () => void }) {
  const { busy, post } = useRowPost(row.id);
  const published = row.unpublishedAt === null;
  return (
    <div className="inline-flex items-center gap-1">
      {row.fileName ? (
        <a
          href={`/admin/resources/${row.id}/file`}
          target="_blank"
          rel="noopener"
          aria-label={`Open ${row.fileName}`}
          className="inline-flex size-8 items-center justify-center text-mist hover:text-ivory"
        >
          <FileDown aria-hidden className="size-4" />
        </a>
      ) : null}
      <IconButton label="Edit" onClick={onEdit}>
        <Pencil aria-hidden className="size-4" />
      </IconButton>
      <IconButton
        label={published ? "Unpublish" : "Publish again"}
        disabled={busy}
        onClick={() => post(published ? resourceIntents.unpublish : resourceIntents.publish)}
      >
        {published ? <EyeOff aria-hidden className="size-4" /> : <Send aria-hidden className="size-4" />}
      </IconButton>
    </div>
  );
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { page, editing, programs } = loaderData;
  const { dialog, open, close } = useUrlDialog();
  const columns: Column<ResourceRow>[] = [
    {
      key: "title",
      header: "Title",
      cell: (r) => (
        <span>
          <span className="font-medium">{r.title}</span>
          {r.description ? <span className="line-clamp-1 text-xs text-mist">{r.description}</span> : null}
        </span>
      ),
    },
    {
      key: "category",
      header: "Category",
      cell: (r) => resourceCategoryLabels[r.category as ResourceCategory] ?? r.category,
    },
    { key: "kind", header: "Kind", cell: (r) => resourceKindLabels[r.kind as ResourceKind] ?? r.kind },
    {
      key: "audience",
      header: "Shared with",
      cell: (r) => sharedWithText(r.programName, r.memberEmail),
    },
    {
      key: "opened",
      header: "Opened",
      cell: (r) => openedCell(r.kind, r.opened, r.audience),
    },
    {
      key: "visibleFrom",
      header: "Available from",
      cell: (r) => formatDate(r.visibleFrom, timeZone),
    },
    {
      key: "status",
      header: "Status",
      cell: (r) => (
        <span className={r.unpublishedAt === null ? "text-success" : "text-mist"}>
          {resourceStatusLabel(r.unpublishedAt)}
        </span>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title="Resources"
        subtitle="Private files and links for programs and members, opened only by those they are shared with."
        actions={<ExportLink list="resources" what="resources" />}
        addLabel="Publish Resource"
        onAdd={() => open({ kind: "new" })}
      />
      <DataTable
        label="Resources"
        page={page}
        columns={columns}
        sortCycle="asc-desc-off"
        tabLabels={{ all: "All", published: "Published", unpublished: "Unpublished" }}
        searchPlaceholder="Search titles and descriptions..."
        rowActions={(row) => <ResourceActions row={row} onEdit={() => open({ kind: "edit", id: row.id })} />}
      />
      <ResourceDialog
        key={editing?.id ?? dialog?.kind ?? "closed"}
        resource={editing}
        programs={programs}
        timeZone={timeZone}
        open={dialog?.kind === "new" || editing !== null}
        onClose={close}
      />
    </>
  );
}
