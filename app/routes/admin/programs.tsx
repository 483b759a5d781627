import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ProgramDialog } from "~/components/admin/program-dialog";
import { RowActions } from "~/components/admin/row-actions";
import { type Column, DataTable } from "~/components/data-table";
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
      <AdminPageHeader
        title="Program Management"
        subtitle="
            Programs on the public site, in display order, with their images.
          "
        addLabel="Add Program"
        onAdd={() => setDialog({ new: true })}
      />
      <DataTable
        label="Programs"
        page={page}
        columns={columns}
        sortCycle="asc-desc"
        searchPlaceholder="Search programs..."
        rowActions={(row) => (
          <RowActions
            id={row.id}
            moves={row}
            onEdit={() => setDialog({ edit: row.id })}
            confirmDelete={`Are you sure you want to delete the program "${row.name}"?`}
          />
        )}
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
