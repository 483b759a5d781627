// Add/Edit Event for operators: every field of the training event; start and end are wall times in
// the operator's zone (the server reads them in the same zone).
import { eventStatuses, eventTypes } from "#core/enums.ts";
import { eventStatusLabels, eventTypeLabels } from "#core/events/event-messages.ts";
import { eventFormSchema, toWallTime } from "#core/events/event-schema.ts";
import { Field } from "~/components/ui/field";
import { FormDialog } from "~/components/ui/form-dialog";
import { SelectField, TextAreaField } from "~/components/ui/form-fields";
import { rowIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import type { getEvent, ProgramChoice } from "~/lib/events.server";

export type EditableEvent = NonNullable<Loaded<typeof getEvent>>;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export function EventDialog(props: {
  event: EditableEvent | null;
  open: boolean;
  onClose: () => void;
  programs: ProgramChoice[];
  timeZone: string;
}) {
  const { event, timeZone } = props;
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={event ? "Edit Event" : "Add Event"}
      description={
        event
          ? `${event.currentCapacity} confirmed ${event.currentCapacity === 1 ? "booking" : "bookings"}: capacity cannot go below that.`
          : "A new training event members can book."
      }
      intent={event ? rowIntents.update : rowIntents.create}
      id={event?.id}
      schema={eventFormSchema(timeZone)}
      submitLabel={event ? "Save Changes" : "Create Event"}
    >
      {(errors) => (
        <>
          <Field label="Title" name="title" defaultValue={event?.title} error={errors.title} />
          <TextAreaField
            label="Description"
            name="description"
            rows={3}
            defaultValue={event?.description ?? ""}
            error={errors.description}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Type"
              name="eventType"
              defaultValue={event?.eventType ?? "training"}
              options={options(eventTypes, eventTypeLabels)}
              error={errors.eventType}
            />
            <SelectField
              label="Status"
              name="status"
              defaultValue={event?.status ?? "scheduled"}
              options={options(eventStatuses, eventStatusLabels)}
              error={errors.status}
            />
            <Field
              label="Start"
              name="startTime"
              type="datetime-local"
              defaultValue={event ? toWallTime(timeZone, event.startTime) : undefined}
              error={errors.startTime}
            />
            <Field
              label="End"
              name="endTime"
              type="datetime-local"
              defaultValue={event ? toWallTime(timeZone, event.endTime) : undefined}
              error={errors.endTime}
            />
            <Field
              label="Location"
              name="location"
              defaultValue={event?.location ?? ""}
              error={errors.location}
            />
            <Field
              label="Capacity (empty: no limit)"
              name="maxCapacity"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={event?.maxCapacity ?? ""}
              error={errors.maxCapacity}
            />
            <Field
              label="Cancellation cut-off (hours before start)"
              name="cancellationCutoffHours"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={event?.cancellationCutoffHours ?? ""}
              error={errors.cancellationCutoffHours}
            />
            <SelectField
              label="Related program"
              name="programId"
              defaultValue={event?.programId ?? ""}
              placeholder="None"
              options={props.programs.map((p) => ({ value: p.id, label: p.name }))}
              error={errors.programId}
            />
          </div>
          <Field
            label="Meeting URL (https)"
            name="meetingUrl"
            type="url"
            defaultValue={event?.meetingUrl ?? ""}
            error={errors.meetingUrl}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextAreaField
              label="Equipment (one per line)"
              name="equipment"
              rows={3}
              defaultValue={event?.requirements?.equipment.join("\n") ?? ""}
              error={errors.equipment}
            />
            <TextAreaField
              label="Prerequisites (one per line)"
              name="prerequisites"
              rows={3}
              defaultValue={event?.requirements?.prerequisites.join("\n") ?? ""}
              error={errors.prerequisites}
            />
          </div>
          <label className="flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              name="isMandatory"
              defaultChecked={event?.isMandatory ?? false}
              className="size-4 accent-brass"
            />
            Mandatory
          </label>
        </>
      )}
    </FormDialog>
  );
}
