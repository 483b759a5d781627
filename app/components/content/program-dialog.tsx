import { checkUploadCandidates } from "#core/content/image-upload-rules.ts";
import { programFormSchema } from "#core/content/program-schema.ts";
import { Field } from "~/components/ui/field";
import { FormDialog } from "~/components/ui/form-dialog";
import { TextAreaField } from "~/components/ui/form-fields";
import { rowIntents } from "~/kit/intents";
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
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={program ? "Edit Program" : "Add Program"}
      description={program ? program.name : "A new program for the public site."}
      intent={program ? rowIntents.update : rowIntents.create}
      id={program?.id}
      schema={programFormSchema}
      submitLabel={program ? "Save Changes" : "Create Program"}
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
    >
      {(errors) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Program Name" name="name" defaultValue={program?.name} error={errors.name} />
            <Field
              label="Tagline"
              name="tagline"
              defaultValue={program?.tagline ?? ""}
              error={errors.tagline}
            />
            <Field
              label="Duration"
              name="duration"
              placeholder="e.g. 12 weeks"
              defaultValue={program?.duration}
              error={errors.duration}
            />
            <Field
              label="Display Order"
              name="displayOrder"
              type="number"
              min={1}
              defaultValue={program?.displayOrder ?? props.nextOrder}
              error={errors.displayOrder}
            />
          </div>
          <Field
            label="Target Audience"
            name="targetAudience"
            defaultValue={program?.targetAudience ?? ""}
            error={errors.targetAudience}
          />
          <TextAreaField
            label="Description"
            name="description"
            rows={4}
            defaultValue={program?.description}
            error={errors.description}
          />
          <TextAreaField
            label="Features (one per line)"
            name="features"
            rows={5}
            placeholder="Feature Name: Feature description"
            defaultValue={program?.features}
            error={errors.features}
          />
          {program ? null : <ImageFilesField label="Images" className="block" />}
        </>
      )}
    </FormDialog>
  );
}
