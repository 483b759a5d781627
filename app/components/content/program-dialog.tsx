import { checkUploadCandidates } from "#core/content/program-images/image-upload-rules.ts";
import { programFormSchema } from "#core/content/programs/program-schema.ts";
import { fieldGrid } from "~/components/ui/field-list";
import { RowFormDialog } from "~/components/ui/form-dialog";
import type { Loaded } from "~/kit/loaded";
import type { getProgram } from "~/lib/content.server";
import { chosenImages, ImageFilesField } from "./image-files-field";
import { type AdminImage, ProgramImagesManager } from "./program-images-manager";

export type EditableProgram = NonNullable<Loaded<typeof getProgram>>;

/** The chosen files' names and sizes, checked before anything is sent (the server checks again). */
function checkChosenImages(form: HTMLFormElement): string | null {
  return checkUploadCandidates(chosenImages(form));
}

/** Add Program (with images) or edit one (fields plus its image manager, so it stays open on save). */
export function ProgramDialog(props: {
  program: EditableProgram | null;
  images: AdminImage[];
  open: boolean;
  nextOrder: number;
  onClose: () => void;
}) {
  const { program } = props;
  return (
    <RowFormDialog
      row={program}
      open={props.open}
      onClose={props.onClose}
      title={program ? "Edit Program" : "Add Program"}
      description={program ? program.name : "A new program for the public site."}
      schema={programFormSchema}
      createLabel="Create Program"
      cancelLabel={program ? "Close" : "Cancel"}
      stayOpen={program !== null}
      encType="multipart/form-data"
      precheck={checkChosenImages}
      after={
        program ? (
          <div className="mt-8 border-t border-line pt-6">
            <ProgramImagesManager programId={program.id} images={props.images} />
          </div>
        ) : null
      }
      values={program ?? { displayOrder: props.nextOrder }}
      fields={[
        fieldGrid("grid gap-5 sm:grid-cols-2", [
          { label: "Program Name", name: "name" },
          { label: "Tagline", name: "tagline" },
          { label: "Duration", name: "duration", placeholder: "e.g. 12 weeks" },
          { label: "Display Order", name: "displayOrder", type: "number", min: 1 },
        ]),
        { label: "Target Audience", name: "targetAudience" },
        { as: "textarea", label: "Description", name: "description", rows: 4 },
        {
          as: "textarea",
          label: "Features (one per line)",
          name: "features",
          rows: 5,
          placeholder: "Feature Name: Feature description",
        },
        program ? null : <ImageFilesField key="images" label="Images" className="block" />,
      ]}
    />
  );
}
