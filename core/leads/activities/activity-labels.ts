// How the activity enums of SPEC section 3 read on screen.
import type {
  activityOutcomes,
  activityPriorities,
  activityStatuses,
  activityTypes,
  contactMethods,
} from "#core/enums.ts";

export type ActivityType = (typeof activityTypes)[number];
export type ContactMethod = (typeof contactMethods)[number];
export type ActivityStatus = (typeof activityStatuses)[number];
export type ActivityPriority = (typeof activityPriorities)[number];
export type ActivityOutcome = (typeof activityOutcomes)[number];

export const activityTypeLabels: Record<ActivityType, string> = {
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const contactMethodLabels: Record<ContactMethod, string> = {
  email: "Email",
  sms: "SMS",
  phone: "Phone",
  video_call: "Video Call",
  in_person: "In Person",
  whatsapp: "WhatsApp",
  teams: "Teams",
  zoom: "Zoom",
  other: "Other",
};

export const activityStatusLabels: Record<ActivityStatus, string> = {
  pending: "Pending",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
  no_answer: "No Answer",
  rescheduled: "Rescheduled",
  failed: "Failed",
};

export const priorityLabels: Record<ActivityPriority, string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};

export const outcomeLabels: Record<ActivityOutcome, string> = {
  successful: "Successful",
  no_response: "No Response",
  busy: "Busy",
  voicemail: "Voicemail",
  wrong_number: "Wrong Number",
  email_bounced: "Email Bounced",
  interested: "Interested",
  not_interested: "Not Interested",
  needs_follow_up: "Needs Follow-up",
  converted: "Converted",
};

/** A record's label for a stored value, or the value itself for one the lists do not know. */
export const labelIn = (labels: Record<string, string>, value: string | null | undefined): string =>
  value ? (labels[value] ?? value) : "-";

/** Select options from a label map, in its order. */
export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
