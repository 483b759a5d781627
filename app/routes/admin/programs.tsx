import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { useCallback } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { ProgramDialog } from "~/components/admin/program-dialog";
import { type Column, DataTable } from "~/components/data-table";
import { Button } from "~/components/ui/button";
import { type ActionResult, useActionToast } from "~/lib/action-result";
import { requireAdmin } from "~/lib/auth.server";
import { programAction } from "~/lib/program-actions.server";
import {
  listProgramImagesForAdmin,
  listProgramsPage,
  nextProgramOrder,
  programTable,
} from "~/lib/programs-admin.server";
import { formatDate } from "../../../core/dates.ts";
import { truncateDescription } from "../../../core/program-schema.ts";
import { parseTableQuery } from "../../../core/table-query.ts";
import type { Route } from "./+types/programs";

export const meta: Route.MetaFunction = () => [
  { title: "Program Management" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.services, request);
  const params = new URL(request.url).searchParams;
  const { db } = context.services;
  const editId = params.get("edit");
  const [page, nextOrder, images] = await Promise.all([
    listProgramsPage(db, admin, parseTableQuery(params, programTable)),
    nextProgramOrder(db),
    editId ? listProgramImagesForAdmin(db, admin, editId) : Promise.resolve([]),
  ]);
  return { page, nextOrder, images };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.services, request);
  return programAction(context.services, admin, await request.formData());
}

type ProgramRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

function RowActions({ row, onEdit }: { row: ProgramRow; onEdit: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const post = (intent: string) => fetcher.submit({ intent, id: row.id }, { method: "post" });
  const iconButton =
    "inline-flex size-8 items-center justify-center text-mist hover:text-ivory disabled:opacity-30";
  return (
    <div className="inline-flex items-center gap-1">
      <button
        type="button"
        aria-label="Move up"
        className={iconButton}
        disabled={busy || !row.canMoveUp}
        onClick={() => post("move-up")}
      >
        <ArrowUp aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        aria-label="Move down"
        className={iconButton}
        disabled={busy || !row.canMoveDown}
        onClick={() => post("move-down")}
      >
        <ArrowDown aria-hidden className="size-4" />
      </button>
      <button type="button" aria-label="Edit" className={iconButton} onClick={onEdit}>
        <Pencil aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        aria-label="Delete"
        className={`${iconButton} hover:text-danger`}
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Are you sure you want to delete the program "${row.name}"?`)) post("delete");
        }}
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </div>
  );
}

export default function ProgramManagement({ loaderData }: Route.ComponentProps) {
  const { page, nextOrder, images } = loaderData;
  // The open dialog lives in the URL (?new=1 or ?edit=id), so the loader can load the images.
  const [params, setParams] = useSearchParams();
  const editId = params.get("edit");
  const editing = editId ? (page.rows.find((r) => r.id === editId) ?? null) : null;
  const open = params.get("new") === "1" || editing !== null;
  const setDialog = useCallback(
    (change: { edit?: string; new?: boolean } | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete("edit");
          next.delete("new");
          if (change?.edit) next.set("edit", change.edit);
          if (change?.new) next.set("new", "1");
          return next;
        },
        { preventScrollReset: true, replace: true },
      ),
    [setParams],
  );
  const close = useCallback(() => setDialog(null), [setDialog]);

  const columns: Column<ProgramRow>[] = [
    { key: "displayOrder", header: "Order", sortable: true, className: "w-20", cell: (r) => r.displayOrder },
    {
      key: "name",
      header: "Name",
      sortable: true,
      filterable: true,
      cell: (r) => (
        <div>
          <p className="font-medium">{r.name}</p>
          {r.tagline ? <p className="text-xs text-brass">{r.tagline}</p> : null}
        </div>
      ),
    },
    {
      key: "description",
      header: "Description",
      cell: (r) => <span className="text-mist">{truncateDescription(r.description)}</span>,
    },
    { key: "duration", header: "Duration", sortable: true, filterable: true, cell: (r) => r.duration },
    { key: "createdAt", header: "Created", sortable: true, cell: (r) => formatDate(r.createdAt) },
    { key: "updatedAt", header: "Updated", sortable: true, cell: (r) => formatDate(r.updatedAt) },
  ];
  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl tracking-[0.12em] uppercase">Program Management</h1>
          <p className="mt-1 text-sm text-mist">
            Programs on the public site, in display order, with their images.
          </p>
        </div>
        <Button type="button" onClick={() => setDialog({ new: true })}>
          <Plus aria-hidden className="size-4" /> Add Program
        </Button>
      </div>
      <DataTable
        label="Programs"
        page={page}
        columns={columns}
        sortCycle="asc-desc"
        searchPlaceholder="Search programs..."
        rowActions={(row) => <RowActions row={row} onEdit={() => setDialog({ edit: row.id })} />}
      />
      <ProgramDialog
        key={editing?.id ?? (open ? "new" : "closed")}
        program={editing}
        images={images}
        open={open}
        nextOrder={nextOrder}
        onClose={close}
      />
    </>
  );
}
