// The activity forms (SPEC sections 4 and 5): the custom form and the quick completion dialog. Dates
// come from datetime-local inputs, read in the operator's time zone, so the schema is made per zone
// (the same zone in the browser and in the action).
import { parseLocalInput } from "#core/dates/local-input.ts";
import {
  activityOutcomes,
  activityPriorities,
  activityStatuses,
  activityTypes,
  contactMethods,
} from "#core/enums.ts";
import { optionalText } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";
import { memoizeByKey } from "#core/memoize-by-key.ts";
import { activityDefaults } from "./activity-defaults.ts";

export const activityMessages = {
  activityType: "Activity type is required",
  contactMethod: "Contact method is required",
  scheduledAt: "Scheduled date is required",
  completedAt: "Completed date is required",
  nextFollowUpDate: "Next follow-up date is required",
  invalidDate: "Please enter a valid date and time",
  duration: "Duration must be a whole number of minutes, 0 or more",
  durationTooLong: "Duration must be at most 1440 minutes",
  invalidId: "Please choose again: this selection is not valid",
  created: "Activity created successfully",
  completed: "Activity marked as completed",
  completeFailed: "Failed to mark activity as completed",
  alreadyCompleted: "This activity is already completed.",
  /** SPEC 8: the browser's confirmation before Delete. */
  confirmDelete: "Are you sure you want to delete this activity?",
} as const;

export const MAX_DURATION_MINUTES = 24 * 60;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A whole number of minutes from 0, or null when left empty. */
export const durationMinutesField = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    if (!/^\d+$/.test(v)) {
      ctx.addIssue({ code: "custom", message: activityMessages.duration });
      return z.NEVER;
    }
    const minutes = Number(v);
    if (minutes > MAX_DURATION_MINUTES) {
      ctx.addIssue({ code: "custom", message: activityMessages.durationTooLong });
      return z.NEVER;
    }
    return minutes;
  });

const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null)
  .pipe(z.uuid(activityMessages.invalidId).nullable());

const optionalOutcome = z
  .union([z.enum(activityOutcomes), z.literal("")])
  .optional()
  .transform((v) => v || null);

const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

/** A datetime-local value in the zone: a required one (when `required`), else null when empty. */
function dateField(timeZone: string) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return null;
      const date = parseLocalInput(v, timeZone);
      if (!date) {
        ctx.addIssue({ code: "custom", message: activityMessages.invalidDate });
        return z.NEVER;
      }
      return date;
    });
}

/** The custom form (the fields each type shows: see activityValues), made once per time zone. */
export const activityFormSchema = memoizeByKey((timeZone: string) =>
  z
    .object({
      activityType: z.enum(activityTypes, { error: activityMessages.activityType }),
      contactMethod: z.enum(contactMethods, { error: activityMessages.contactMethod }),
      status: z.enum(activityStatuses).default(activityDefaults.status),
      priority: z.enum(activityPriorities).default(activityDefaults.priority),
      scheduledAt: dateField(timeZone),
      completedAt: dateField(timeZone),
      durationMinutes: durationMinutesField,
      outcome: optionalOutcome,
      subject: optionalText(200, { tooLong: tooLong("Subject", 200) }),
      message: optionalText(5000, { tooLong: tooLong("Message", 5000), shape: "lines" }),
      notes: optionalText(5000, { tooLong: tooLong("Notes", 5000), shape: "lines" }),
      followUpRequired: checkbox,
      nextFollowUpDate: dateField(timeZone),
      consultationId: optionalId,
      profileId: optionalId,
      assignedToUserId: optionalId,
    })
    .superRefine((v, ctx) => {
      const require = (field: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [field], message });
      if (v.activityType === "scheduled" && !v.scheduledAt)
        require("scheduledAt", activityMessages.scheduledAt);
      if (v.activityType === "completed" && !v.completedAt)
        require("completedAt", activityMessages.completedAt);
      if (v.followUpRequired && !v.nextFollowUpDate)
        require("nextFollowUpDate", activityMessages.nextFollowUpDate);
    }),
);

export type ActivityForm = z.output<ReturnType<typeof activityFormSchema>>;

/**
 * What the form's values store. SPEC 4: the scheduled date is shown only for the scheduled type; the
 * completed date and outcome only for the completed type; the next follow-up date only when a
 * follow-up is required. The duration is the planned one for a scheduled activity (SPEC 9: the quick
 * call's and the templates' 15, 30, 10 min) and the time it took for a completed one. A field the type
 * does not show comes out undefined, so an edit keeps what was stored in it (a completed call keeps
 * the time it was scheduled for).
 */
export function activityValues(form: ActivityForm) {
  const completed = form.activityType === "completed";
  return {
    ...form,
    scheduledAt: form.activityType === "scheduled" ? form.scheduledAt : undefined,
    completedAt: completed ? form.completedAt : undefined,
    durationMinutes: form.activityType === "cancelled" ? undefined : form.durationMinutes,
    outcome: completed ? form.outcome : undefined,
    nextFollowUpDate: form.followUpRequired ? form.nextFollowUpDate : null,
  };
}

export type ActivityInput = ReturnType<typeof activityValues>;

/** The quick completion dialog: outcome, duration (whole minutes) and notes, all optional. */
export const activityCompletionSchema = z.object({
  outcome: optionalOutcome,
  durationMinutes: durationMinutesField,
  notes: optionalText(5000, { tooLong: tooLong("Notes", 5000), shape: "lines" }),
});

export type ActivityCompletion = z.output<typeof activityCompletionSchema>;
