// The one add/edit dialog of the back office (SPEC 4 "Dialogs"): the form posts its intent (and the
// row's id) to the screen's action, checks the same zod schema in the browser first, shows field errors
// beside the fields and a form-level failure inline, reads Saving... while pending, and on success
// shows the toast and closes. A screen only says which fields it has.
import { type ComponentProps, type FormEvent, type ReactNode, useState } from "react";
import type { ZodType } from "zod";
import type { FieldErrors, FormResult } from "#core/forms/form-result.ts";
import { Dialog } from "~/components/ui/dialog";
import { DialogFormActions, useCloseOnSuccess } from "~/components/ui/dialog-form";
import { FormAlert } from "~/components/ui/field";
import { type FieldEntry, FieldList } from "~/components/ui/field-list";
import { useFetcher } from "~/kit/fetcher";
import { rowIntents } from "~/kit/intents";
import { useResultToast } from "~/kit/result-toast";
import { useClientValidation } from "~/kit/use-client-validation";

export function FormDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  intent: string;
  /** The row being edited; absent when adding. */
  id?: string;
  schema: ZodType;
  submitLabel: string;
  cancelLabel?: string;
  /** Keep the dialog open after success (an edit dialog that holds more than this form). */
  stayOpen?: boolean;
  encType?: "multipart/form-data";
  /** A check of its own before the schema's (a file's size); a message stops the submit. */
  precheck?: (form: HTMLFormElement) => string | null;
  children: (errors: FieldErrors) => ReactNode;
  /** Shown under the form, outside it (an image manager). */
  after?: ReactNode;
}) {
  const fetcher = useFetcher<FormResult>();
  const { errors, onSubmit } = useClientValidation(props.schema, fetcher.data?.errors);
  const [problem, setProblem] = useState<string | null>(null);
  // Success is a toast (the dialog closes); a failure stays inline, where the person is looking.
  useResultToast(fetcher.data?.ok ? fetcher.data : undefined);
  useCloseOnSuccess(fetcher, props.onClose, !props.stayOpen);
  const failed = fetcher.data && !fetcher.data.ok && !fetcher.data.errors ? fetcher.data.message : null;
  const { precheck } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = precheck?.(event.currentTarget) ?? null;
    setProblem(found);
    if (found) {
      event.preventDefault();
      return;
    }
    onSubmit(event);
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={props.title}
      description={props.description}
    >
      <fetcher.Form method="post" encType={props.encType} noValidate onSubmit={submit} className="space-y-5">
        <input type="hidden" name="intent" value={props.intent} />
        {props.id ? <input type="hidden" name="id" value={props.id} /> : null}
        {props.children(errors)}
        {(problem ?? failed) ? <FormAlert>{problem ?? failed}</FormAlert> : null}
        <DialogFormActions
          saving={fetcher.state !== "idle"}
          submitLabel={props.submitLabel}
          cancelLabel={props.cancelLabel}
          onCancel={props.onClose}
        />
      </fetcher.Form>
      {props.after}
    </Dialog>
  );
}

/**
 * A table row's Add/Edit dialog with its fields as data (field-list.tsx): with no row it creates, with
 * one it updates that row and its button reads Save Changes.
 */
export function RowFormDialog(
  props: Omit<Parameters<typeof FormDialog>[0], "intent" | "id" | "submitLabel" | "children"> & {
    row: { id: string } | null;
    /** The button when adding ("Create FAQ"). */
    createLabel: string;
    fields: readonly FieldEntry[];
    /** The row's values (or a new row's defaults) the fields start from. */
    values: ComponentProps<typeof FieldList>["values"];
  },
) {
  const { row, createLabel, fields, values, ...dialog } = props;
  return (
    <FormDialog
      {...dialog}
      intent={row ? rowIntents.update : rowIntents.create}
      id={row?.id}
      submitLabel={row ? "Save Changes" : createLabel}
    >
      {(errors) => <FieldList errors={errors} values={values} fields={fields} />}
    </FormDialog>
  );
}
