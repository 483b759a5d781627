import { optionsOf, outcomeLabels } from "#core/leads/activity-labels.ts";
import { activityCompletionSchema } from "#core/leads/activity-schema.ts";
import type { EditableActivity } from "~/components/leads/activity-dialog";
import { Field } from "~/components/ui/field";
import { FormDialog } from "~/components/ui/form-dialog";
import { SelectField, TextAreaField } from "~/components/ui/form-fields";
import { leadIntents } from "~/kit/intents";

/**
 * The quick completion dialog (SPEC 2 and 4): outcome, duration in whole minutes (the planned one to
 * start from, so what is saved is what the operator saw), notes.
 */
export function ActivityCompleteDialog(props: {
  activity: Pick<EditableActivity, "id" | "subject" | "durationMinutes">;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title="Mark as Completed"
      description={props.activity.subject ?? undefined}
      intent={leadIntents.completeActivity}
      id={props.activity.id}
      schema={activityCompletionSchema}
      submitLabel="Mark Completed"
    >
      {(errors) => (
        <>
          <SelectField
            label="Outcome"
            name="outcome"
            placeholder="No outcome"
            defaultValue=""
            options={optionsOf(outcomeLabels)}
            error={errors.outcome}
          />
          <Field
            label="Duration (minutes)"
            name="durationMinutes"
            type="number"
            min={0}
            step={1}
            defaultValue={props.activity.durationMinutes ?? ""}
            error={errors.durationMinutes}
          />
          <TextAreaField label="Notes" name="notes" error={errors.notes} />
        </>
      )}
    </FormDialog>
  );
}
