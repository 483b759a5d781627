// What opens the activity form already filled in: a template, a quick action from a lead's view
// dialog, the browser's session-storage hints or the window event (SPEC section 2). Every value from
// outside is checked against the same lists as the form; anything unknown is dropped.
import { activityPriorities, contactMethods } from "#core/enums.ts";
import type { ActivityPriority, ContactMethod } from "./activity-labels.ts";
import { type ActivityTemplate, fillTemplateText } from "./activity-templates.ts";

export type ActivityPrefill = {
  /** What asked for the form ("quick-call", "template"...), for nothing but the record. */
  trigger?: string;
  /** The template that wrote the subject and message, so a person chosen later is named in them. */
  templateId?: string;
  contactMethod?: ContactMethod;
  priority?: ActivityPriority;
  subject?: string;
  message?: string;
  durationMinutes?: number;
  /** ISO instant. */
  scheduledAt?: string;
  consultationId?: string;
  profileId?: string;
  /** Who it is assigned to: a lead's owner, for an activity planned from the lead. */
  assignedToUserId?: string;
  /** The related person's name, shown until the form has loaded the record. */
  contactName?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HOUR = 60 * 60 * 1000;

/** SPEC 9: quick e-mail +24 h; quick call +2 h, 15 min (SPEC 4: subjects and priorities). */
export const quickSchedules = {
  email: { contactMethod: "email", priority: "normal", subject: "Follow-up Email", aheadMs: 24 * HOUR },
  call: {
    contactMethod: "phone",
    priority: "high",
    subject: "Follow-up Call",
    aheadMs: 2 * HOUR,
    durationMinutes: 15,
  },
} as const;

export function quickSchedulePrefill(
  kind: keyof typeof quickSchedules,
  consultation: { id: string; name: string; ownerId?: string | null },
  now: Date = new Date(),
): ActivityPrefill {
  const { aheadMs, ...rest } = quickSchedules[kind];
  return {
    trigger: `quick-${kind}`,
    ...rest,
    scheduledAt: new Date(now.getTime() + aheadMs).toISOString(),
    consultationId: consultation.id,
    contactName: consultation.name,
    // A follow-up planned from a lead is its owner's to do, unless the operator chooses otherwise.
    ...(consultation.ownerId ? { assignedToUserId: consultation.ownerId } : {}),
  };
}

export function templatePrefill(
  template: ActivityTemplate,
  name: string | null | undefined,
): ActivityPrefill {
  return {
    trigger: "template",
    templateId: template.id,
    contactMethod: template.contactMethod,
    priority: template.priority,
    subject: fillTemplateText(template.subject, name),
    message: fillTemplateText(template.message, name),
    ...(template.durationMinutes === null ? {} : { durationMinutes: template.durationMinutes }),
  };
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const text = (value: unknown, max: number) =>
  typeof value === "string" && value.trim() !== "" ? value.slice(0, max) : undefined;

/** A prefill from untrusted values (storage, an event's detail), keeping only what is valid. */
export function cleanPrefill(raw: Record<string, unknown>): ActivityPrefill {
  const minutes = Number(raw.durationMinutes);
  const scheduled = typeof raw.scheduledAt === "string" ? new Date(raw.scheduledAt) : null;
  const id = (value: unknown) => (typeof value === "string" && UUID.test(value) ? value : undefined);
  const prefill: ActivityPrefill = {
    trigger: text(raw.trigger, 40),
    contactMethod: oneOf(contactMethods, raw.contactMethod),
    priority: oneOf(activityPriorities, raw.priority),
    subject: text(raw.subject, 200),
    message: text(raw.message, 5000),
    durationMinutes:
      raw.durationMinutes !== undefined &&
      raw.durationMinutes !== "" &&
      Number.isInteger(minutes) &&
      minutes >= 0
        ? minutes
        : undefined,
    scheduledAt: scheduled && !Number.isNaN(scheduled.getTime()) ? scheduled.toISOString() : undefined,
    consultationId: id(raw.consultationId),
    profileId: id(raw.profileId),
    assignedToUserId: id(raw.assignedToUserId),
    contactName: text(raw.contactName, 200),
  };
  return Object.fromEntries(Object.entries(prefill).filter(([, v]) => v !== undefined)) as ActivityPrefill;
}
