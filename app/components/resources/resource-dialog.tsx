import { useState } from "react";
import { localInputValue } from "#core/dates/local-input.ts";
import {
  checkResourceFile,
  type FileKind,
  resourceCategories,
  resourceCategoryLabels,
  resourceFileRules,
  resourceKindLabels,
  resourceKinds,
  resourceLimitsText,
} from "#core/resources/resource-rules.ts";
import { resourceFormSchema } from "#core/resources/resource-schema.ts";
import { fieldGrid } from "~/components/ui/field-list";
import { RowFormDialog } from "~/components/ui/form-dialog";
import type { Loaded } from "~/kit/loaded";
import type { getResource } from "~/lib/resources.server";

export type EditableResource = NonNullable<Loaded<typeof getResource>>;

const fileOf = (form: HTMLFormElement) =>
  (form.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0] ?? null;

/** The chosen file's name and size for its kind, checked before anything is sent (the server checks again). */
function checkChosenFile(form: HTMLFormElement): string | null {
  const kind = (form.elements.namedItem("kind") as HTMLSelectElement | null)?.value;
  const file = fileOf(form);
  if (!file || !kind || kind === "link") return null;
  return checkResourceFile(kind as FileKind, file);
}

/** Publish a resource, or edit one: where it goes, when, and its file or link. */
export function ResourceDialog(props: {
  resource: EditableResource | null;
  programs: { id: string; name: string }[];
  open: boolean;
  timeZone: string;
  onClose: () => void;
}) {
  const { resource } = props;
  const [kind, setKind] = useState(resource?.kind ?? "document");
  const fileKind = kind === "link" ? null : (kind as FileKind);
  return (
    <RowFormDialog
      row={resource}
      open={props.open}
      onClose={props.onClose}
      title={resource ? "Edit Resource" : "Publish Resource"}
      description={
        resource
          ? resource.title
          : "A document, image, video or link for a program's active members, one member, or both."
      }
      schema={resourceFormSchema}
      createLabel="Publish Resource"
      encType="multipart/form-data"
      precheck={checkChosenFile}
      values={
        resource
          ? {
              ...resource,
              memberEmail: resource.memberEmail ?? "",
              availableFrom: localInputValue(resource.availableFrom, props.timeZone).slice(0, 10),
            }
          : { category: "briefing", kind: "document" }
      }
      fields={[
        { label: "Title", name: "title" },
        { as: "textarea", label: "Short description", name: "description", rows: 2 },
        fieldGrid("grid gap-5 sm:grid-cols-2", [
          {
            as: "select",
            label: "Category",
            name: "category",
            options: resourceCategories.map((value) => ({ value, label: resourceCategoryLabels[value] })),
          },
          {
            as: "select",
            label: "Kind",
            name: "kind",
            value: kind,
            onChange: (event) => setKind(event.currentTarget.value),
            options: resourceKinds.map((value) => ({ value, label: resourceKindLabels[value] })),
          },
          {
            as: "select",
            label: "Program",
            name: "programId",
            placeholder: "No program",
            options: props.programs.map((p) => ({ value: p.id, label: p.name })),
          },
          { label: "Member e-mail (optional)", name: "memberEmail", type: "email", autoComplete: "off" },
        ]),
        { label: "Available from (optional)", name: "availableFrom", type: "date" },
        fileKind ? (
          <label key="file" className="block text-xs tracking-[0.18em] text-mist uppercase">
            {resource?.fileName ? `Replace file (now: ${resource.fileName})` : "File"}
            <input
              type="file"
              name="file"
              accept={Object.keys(resourceFileRules[fileKind].types)
                .map((t) => `.${t}`)
                .join(",")}
              className="mt-2 block w-full text-sm tracking-normal text-ivory normal-case file:mr-3 file:border file:border-line file:bg-graphite file:px-3 file:py-1.5 file:text-ivory"
            />
            <span className="mt-1 block text-xs tracking-normal normal-case">{resourceLimitsText}</span>
          </label>
        ) : null,
        fileKind ? null : { label: "Link", name: "linkUrl", type: "url", placeholder: "https://" },
        fileKind ? null : { as: "textarea", label: "Notes", name: "notes", rows: 4 },
      ]}
    />
  );
}
