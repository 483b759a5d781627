import { activityCompletionSchema } from "#core/leads/activities/activity-schema.ts";
import type { EditableActivity } from "~/components/leads/activity-dialog";
import { FieldList } from "~/components/ui/field-list";
import { FormDialog } from "~/components/ui/form-dialog";
import { activityIntents } from "~/kit/intents";
import { minutesField, outcomeField } from "./activity-fields";

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
      intent={activityIntents.complete}
      id={props.activity.id}
      schema={activityCompletionSchema}
      submitLabel="Mark Completed"
    >
      {(errors) => (
        <FieldList
          errors={errors}
          // The planned duration to start from; outcome and notes start empty.
          values={{ durationMinutes: props.activity.durationMinutes }}
          fields={[
            outcomeField,
            minutesField("Duration (minutes)"),
            { as: "textarea", label: "Notes", name: "notes" },
          ]}
        />
      )}
    </FormDialog>
  );
}
