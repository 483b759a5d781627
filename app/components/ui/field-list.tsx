// A form's fields written as data (label, name, kind, attributes) and drawn by the shared field
// components, so a form says only which fields it has. Each field shows the error its name carries and
// starts from the value its name has in the record being edited (or in the defaults of a new one);
// a field that gives `value` or `defaultValue` itself keeps it. Anything else (a picker, a note) goes
// in the list as a React element.
import { type ComponentProps, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import type { FieldErrors } from "#core/forms/form-result.ts";
import { Field } from "~/components/ui/field";
import { SelectField, TextAreaField } from "~/components/ui/form-fields";

type Without<Props> = Omit<Props, "error">;

export type FieldSpec =
  | ({ as?: "input" } & Without<ComponentProps<typeof Field>>)
  | ({ as: "select" } & Without<ComponentProps<typeof SelectField>>)
  | ({ as: "textarea" } & Without<ComponentProps<typeof TextAreaField>>)
  | ({ as: "checkbox"; label: string; name: string } & Pick<ComponentProps<"input">, "checked" | "onChange">)
  | { as: "grid"; className: string; fields: readonly FieldEntry[] };

/** A field, a React element, or nothing (a field this form leaves out in its current state). */
export type FieldEntry = FieldSpec | ReactElement | null | false;

type Values = object | null | undefined;
const read = (values: Values, name: string) => (values as Record<string, unknown> | null | undefined)?.[name];

/** An input's starting value from the record: its text or number, else empty. */
function startingValue(entry: { name: string; value?: unknown; defaultValue?: unknown }, values: Values) {
  if ("value" in entry || "defaultValue" in entry) return {};
  const value = read(values, entry.name);
  return { defaultValue: typeof value === "string" || typeof value === "number" ? value : "" };
}

/** Fields side by side, in a grid with these classes ("grid gap-5 sm:grid-cols-2"). */
export const fieldGrid = (className: string, fields: readonly FieldEntry[]): FieldSpec => ({
  as: "grid",
  className,
  fields,
});

export function FieldList(props: {
  fields: readonly FieldEntry[];
  errors: FieldErrors;
  /** The record being edited, or a new one's defaults. */
  values?: Values;
}) {
  return <>{props.fields.map((entry, i) => drawn(entry, i, props))}</>;
}

function drawn(entry: FieldEntry, key: number, list: Parameters<typeof FieldList>[0]): ReactNode {
  if (!entry) return null;
  if (isValidElement(entry)) return <Fragment key={key}>{entry}</Fragment>;
  if (entry.as === "grid")
    return (
      <div key={key} className={entry.className}>
        <FieldList {...list} fields={entry.fields} />
      </div>
    );
  if (entry.as === "checkbox") {
    const { as: _, label, ...input } = entry;
    const checked = "checked" in input ? {} : { defaultChecked: read(list.values, input.name) === true };
    return (
      <label key={key} className="flex items-center gap-3 text-sm">
        <input type="checkbox" {...input} {...checked} className="size-4 accent-brass" />
        {label}
      </label>
    );
  }
  const error = list.errors[entry.name];
  if (entry.as === "select") {
    const { as: _, ...select } = entry;
    return <SelectField key={key} {...select} {...startingValue(select, list.values)} error={error} />;
  }
  if (entry.as === "textarea") {
    const { as: _, ...textarea } = entry;
    return <TextAreaField key={key} {...textarea} {...startingValue(textarea, list.values)} error={error} />;
  }
  const { as: _, ...input } = entry;
  return <Field key={key} {...input} {...startingValue(input, list.values)} error={error} />;
}
