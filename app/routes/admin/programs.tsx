import { adminMessages } from "#core/admin/admin-messages.ts";
import { parseTableQuery } from "#core/admin/table-query.ts";
import {
  PROGRAM_IMAGE_MAX_BYTES,
  PROGRAM_IMAGE_MAX_FILES,
} from "#core/content/program-images/image-upload-rules.ts";
import { imageMessages } from "#core/content/program-images/program-image-messages.ts";
import { programMessages } from "#core/content/programs/program-messages.ts";
import {
  imageAltTextSchema,
  programFormSchema,
  truncateDescription,
} from "#core/content/programs/program-schema.ts";
import { formatDate } from "#core/dates/dates.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { ProgramDialog } from "~/components/content/program-dialog";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ExportLink } from "~/components/ui/export-link";
import { RowActions } from "~/components/ui/row-actions";
import { readAdminScreen } from "~/kit/admin-screen.server";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { imageIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { idOnly, tableRowIntents } from "~/kit/row-intents.server";
import { useTimeZone } from "~/kit/time-zone";
import { useUrlDialog } from "~/kit/url-dialog";
import { requireAdmin } from "~/lib/auth.server";
import {
  addProgramImages,
  createProgramWithImages,
  deleteImage,
  deleteProgram,
  getProgram,
  type ImageUpload,
  listProgramImagesForAdmin,
  listProgramsPage,
  moveImage,
  moveProgram,
  nextProgramOrder,
  programTable,
  type SavedProgram,
  setPrimaryImage,
  updateImageAltText,
  updateProgramWithImages,
} from "~/lib/content.server";
import type { Route } from "./+types/programs";

export const meta: Route.MetaFunction = () => privatePageMeta("Program Management");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, params, dialog, db } = await readAdminScreen(context, request);
  const editId = dialog?.kind === "edit" ? dialog.id : null;
  const [page, nextOrder, editing] = await Promise.all([
    listProgramsPage(db, admin, parseTableQuery(params, programTable)),
    nextProgramOrder(db),
    getProgram(db, admin, editId),
  ]);
  const images = editing ? await listProgramImagesForAdmin(db, admin, editing.id) : [];
  return { page, nextOrder, editing, images };
}

const imageFiles = { maxFiles: PROGRAM_IMAGE_MAX_FILES, maxFileSize: PROGRAM_IMAGE_MAX_BYTES };

/** The files of the form's `images` input, as the domain takes them. */
async function uploadsFrom(form: FormData): Promise<ImageUpload[]> {
  const files = form
    .getAll("images")
    .filter((f): f is File => f instanceof File && f.size > 0 && f.name !== "");
  return Promise.all(
    files.map(async (f) => ({ name: f.name, size: f.size, data: Buffer.from(await f.arrayBuffer()) })),
  );
}

/** A save's answer: the standard text, or that the program was saved but its images were refused. */
function savedAnswer({ imagesRefused }: SavedProgram, saved: string): string | FormResult {
  if (!imagesRefused) return saved;
  return {
    ok: false,
    code: imagesRefused.code,
    message: imageMessages.savedButAddFailed(saved, imagesRefused.message),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  const admin = guard.user;
  const { services } = context;
  const { db } = services;
  // The actions on one image named by its id: the spec's failure text, then the success text.
  const onImage = (
    failure: (message: string) => string,
    run: (id: string) => Promise<unknown>,
    done: string,
  ) =>
    intent({
      schema: idOnly,
      entity: "Image",
      failure,
      run: async ({ id }) => {
        await run(id);
        return done;
      },
    });
  return dispatchIntent(request, context, {
    entity: "Program",
    intents: {
      ...tableRowIntents("program", {
        create: {
          schema: programFormSchema,
          files: imageFiles,
          run: async (input, form) =>
            savedAnswer(
              await createProgramWithImages(services, admin, input, await uploadsFrom(form)),
              adminMessages.created("program"),
            ),
        },
        update: {
          schema: programFormSchema,
          files: imageFiles,
          run: async (id, input, form) =>
            savedAnswer(
              await updateProgramWithImages(services, admin, id, input, await uploadsFrom(form)),
              adminMessages.updated("program"),
            ),
        },
        remove: (id) => deleteProgram(services, admin, id),
        move: (id, direction) => moveProgram(db, admin, id, direction),
      }),
      [imageIntents.upload]: intent({
        schema: idOnly,
        files: imageFiles,
        failure: imageMessages.addFailed,
        run: async ({ id }, form) => {
          const count = await addProgramImages(services, admin, id, await uploadsFrom(form));
          return imageMessages.added(count);
        },
      }),
      [imageIntents.altText]: intent({
        schema: idOnly.extend(imageAltTextSchema.shape),
        entity: "Image",
        failure: imageMessages.updateFailed,
        run: async ({ id, altText }) => {
          await updateImageAltText(db, admin, id, altText);
          return imageMessages.updated;
        },
      }),
      [imageIntents.primary]: onImage(
        imageMessages.primaryFailed,
        (id) => setPrimaryImage(db, admin, id),
        imageMessages.primaryUpdated,
      ),
      [imageIntents.moveUp]: onImage(imageMessages.reorderFailed, (id) => moveImage(db, admin, id, "up"), ""),
      [imageIntents.moveDown]: onImage(
        imageMessages.reorderFailed,
        (id) => moveImage(db, admin, id, "down"),
        "",
      ),
      [imageIntents.delete]: onImage(
        imageMessages.deleteFailed,
        (id) => deleteImage(services, admin, id),
        imageMessages.deleted,
      ),
    },
  });
}

type ProgramRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function ProgramManagement({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { page, nextOrder, editing, images } = loaderData;
  const { dialog, open, close } = useUrlDialog();

  const columns: Column<ProgramRow>[] = [
    { key: "displayOrder", header: "Order", className: "w-20", cell: (r) => r.displayOrder },
    {
      key: "name",
      header: "Name",
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
    { key: "duration", header: "Duration", cell: (r) => r.duration },
    { key: "createdAt", header: "Created", cell: (r) => formatDate(r.createdAt, timeZone) },
    { key: "updatedAt", header: "Updated", cell: (r) => formatDate(r.updatedAt, timeZone) },
  ];
  return (
    <>
      <AdminPageHeader
        title="Program Management"
        subtitle="
            Programs on the public site, in display order, with their images.
          "
        actions={<ExportLink list="programs" what="programs" />}
        addLabel="Add Program"
        onAdd={() => open({ kind: "new" })}
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
            onEdit={() => open({ kind: "edit", id: row.id })}
            confirmDelete={programMessages.confirmDelete(row.name)}
          />
        )}
      />
      <ProgramDialog
        key={editing?.id ?? dialog?.kind ?? "closed"}
        program={editing}
        images={images}
        open={dialog?.kind === "new" || editing !== null}
        nextOrder={nextOrder}
        onClose={close}
      />
    </>
  );
}
