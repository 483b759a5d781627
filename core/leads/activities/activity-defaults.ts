// A new activity's defaults (SPEC 4): scheduled, pending, normal priority, by e-mail, no follow-up,
// at 09:00 the next day in the operator's zone. The form starts from them and the server's schema
// fills the same status and priority when a caller leaves them out.
import { nextDayAt } from "#core/dates/local-input.ts";
import type { ActivityPriority, ActivityStatus, ActivityType, ContactMethod } from "./activity-labels.ts";
import type { ActivityPrefill } from "./activity-prefill.ts";

export const activityDefaults = {
  activityType: "scheduled" as ActivityType,
  status: "pending" as ActivityStatus,
  priority: "normal" as ActivityPriority,
  contactMethod: "email" as ContactMethod,
  followUpRequired: false,
  scheduledHour: 9,
} as const;

/** A new activity's values: what the prefill (a template, a quick action) says, else the defaults. */
export function newActivityValues(prefill: ActivityPrefill | null) {
  return {
    activityType: activityDefaults.activityType,
    status: activityDefaults.status,
    priority: prefill?.priority ?? activityDefaults.priority,
    contactMethod: prefill?.contactMethod ?? activityDefaults.contactMethod,
    subject: prefill?.subject ?? null,
    message: prefill?.message ?? null,
    scheduledAt: prefill?.scheduledAt ?? null,
    durationMinutes: prefill?.durationMinutes ?? null,
    followUpRequired: activityDefaults.followUpRequired,
    assignedToUserId: prefill?.assignedToUserId ?? null,
  };
}

/** When a new activity is scheduled unless the prefill says otherwise: 09:00 tomorrow in the zone. */
export function defaultScheduledAt(now: Date, timeZone: string): Date {
  return nextDayAt(now, timeZone, activityDefaults.scheduledHour);
}
