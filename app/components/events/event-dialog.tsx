// Add/Edit Event for operators: every field of the training event; start and end are wall times in
// the operator's zone (the server reads them in the same zone).
import { eventStatuses, eventTypes } from "#core/enums.ts";
import { eventStatusLabels, eventTypeLabels } from "#core/events/training-events/event-messages.ts";
import { eventFormSchema, toWallTime } from "#core/events/training-events/event-schema.ts";
import { fieldGrid } from "~/components/ui/field-list";
import { RowFormDialog } from "~/components/ui/form-dialog";
import type { Loaded } from "~/kit/loaded";
import type { ProgramChoice } from "~/lib/content.server";
import type { getEvent } from "~/lib/events.server";

export type EditableEvent = NonNullable<Loaded<typeof getEvent>>;

const wholeNumber = { type: "number", inputMode: "numeric", step: 1 } as const;

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
  // Start and end as wall times in the operator's zone; the requirements one per line.
  const values = event
    ? {
        ...event,
        startTime: toWallTime(timeZone, event.startTime),
        endTime: toWallTime(timeZone, event.endTime),
        equipment: event.requirements?.equipment.join("\n"),
        prerequisites: event.requirements?.prerequisites.join("\n"),
      }
    : { eventType: "training", status: "scheduled" };
  return (
    <RowFormDialog
      row={event}
      open={props.open}
      onClose={props.onClose}
      title={event ? "Edit Event" : "Add Event"}
      description={
        event
          ? `${event.currentCapacity} confirmed ${event.currentCapacity === 1 ? "booking" : "bookings"}: capacity cannot go below that.`
          : "A new training event members can book."
      }
      schema={eventFormSchema(timeZone)}
      createLabel="Create Event"
      values={values}
      fields={[
        { label: "Title", name: "title" },
        { as: "textarea", label: "Description", name: "description", rows: 3 },
        fieldGrid("grid gap-4 sm:grid-cols-2", [
          {
            as: "select",
            label: "Type",
            name: "eventType",
            options: options(eventTypes, eventTypeLabels),
          },
          {
            as: "select",
            label: "Status",
            name: "status",
            options: options(eventStatuses, eventStatusLabels),
          },
          { label: "Start", name: "startTime", type: "datetime-local" },
          { label: "End", name: "endTime", type: "datetime-local" },
          { label: "Location", name: "location" },
          { ...wholeNumber, label: "Capacity (empty: no limit)", name: "maxCapacity", min: 1 },
          {
            ...wholeNumber,
            label: "Cancellation cut-off (hours before start)",
            name: "cancellationCutoffHours",
            min: 0,
          },
          {
            as: "select",
            label: "Related program",
            name: "programId",
            placeholder: "None",
            options: props.programs.map((p) => ({ value: p.id, label: p.name })),
          },
        ]),
        { label: "Meeting URL (https)", name: "meetingUrl", type: "url" },
        fieldGrid("grid gap-4 sm:grid-cols-2", [
          { as: "textarea", label: "Equipment (one per line)", name: "equipment", rows: 3 },
          { as: "textarea", label: "Prerequisites (one per line)", name: "prerequisites", rows: 3 },
        ]),
        { as: "checkbox", label: "Mandatory", name: "isMandatory" },
      ]}
    />
  );
}
