// The fields the activity form and the Mark as Completed dialog both have.
import { optionsOf, outcomeLabels } from "#core/leads/activities/activity-labels.ts";
import type { FieldSpec } from "~/components/ui/field-list";

export const outcomeField = {
  as: "select",
  label: "Outcome",
  name: "outcome",
  placeholder: "No outcome",
  options: optionsOf(outcomeLabels),
} satisfies FieldSpec;

/** Whole minutes: the planned duration of a scheduled activity, the actual one of a completed one. */
export const minutesField = (label: string) =>
  ({ label, name: "durationMinutes", type: "number", min: 0, step: 1 }) satisfies FieldSpec;
