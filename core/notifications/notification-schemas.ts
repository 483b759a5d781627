// The notification forms: an operator's own choices (and the time zone their digest follows), and the
// admins' defaults. Every kind of the audience is a checkbox ("on" when ticked, absent when not).
import { validTimeZone } from "#core/dates/time-zone.ts";
import { z } from "#core/forms/zod.ts";
import {
  type NotificationAudience,
  type NotificationChoices,
  type NotificationKindId,
  notificationKindsFor,
} from "./notification-kinds.ts";
import { notificationMessages } from "./notification-messages.ts";

const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

function choicesSchema(audience: NotificationAudience) {
  const shape = Object.fromEntries(notificationKindsFor(audience).map((k) => [k.id, checkbox]));
  return z.object(shape as Partial<Record<NotificationKindId, typeof checkbox>>);
}

/** The admins' defaults for operators. */
export const notificationDefaultsSchema = choicesSchema("operator");

/** An operator's own choices and the time zone of their morning digest. */
export const operatorNotificationsSchema = choicesSchema("operator").extend({
  timeZone: z
    .string({ error: notificationMessages.timeZoneRequired })
    .trim()
    .min(1, notificationMessages.timeZoneRequired)
    .max(64, notificationMessages.timeZoneUnknown)
    .refine((v) => validTimeZone(v) !== null, notificationMessages.timeZoneUnknown),
});

/** A member's own choices (members have no digest, so no time zone). */
export const memberNotificationsSchema = choicesSchema("member");

/** The checkboxes of a parsed form as stored choices. */
export function choicesOf(
  values: Record<string, unknown>,
  audience: NotificationAudience,
): NotificationChoices {
  return Object.fromEntries(notificationKindsFor(audience).map((k) => [k.id, values[k.id] === true]));
}
