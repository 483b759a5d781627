// SPEC section 2: Contact Activities reads browser session-storage hints (activityFilter,
// editActivityId, priority, contact method, subject, message, trigger) and a window event to open the
// activity form. Another screen (a lead's quick actions) writes the hints and navigates here; a
// component already on this screen dispatches the event. Hints are read once, then removed.
import { type ActivityPrefill, cleanPrefill } from "./activity-prefill.ts";
import { type ActivityTab, isActivityTab } from "./activity-tabs.ts";

/** The session-storage keys: the spec's seven, and the related person, time and duration. */
export const activityHintKeys = {
  filter: "activityFilter",
  editId: "editActivityId",
  priority: "priority",
  contactMethod: "contactMethod",
  subject: "subject",
  message: "message",
  trigger: "trigger",
  consultationId: "activityConsultationId",
  profileId: "activityProfileId",
  contactName: "activityContactName",
  assignedToUserId: "activityAssignedToUserId",
  scheduledAt: "activityScheduledAt",
  durationMinutes: "activityDurationMinutes",
} as const;

/** The window event that opens the form; its `detail` is an ActivityPrefill. */
export const OPEN_ACTIVITY_FORM_EVENT = "open-activity-form";

export type ActivityHints = {
  filter?: ActivityTab;
  editId?: string;
  /** Present when a trigger asked for the form to open. */
  prefill?: ActivityPrefill;
};

type HintStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads and removes every hint. */
export function takeActivityHints(storage: HintStorage): ActivityHints {
  const raw: Record<string, string> = {};
  for (const [name, key] of Object.entries(activityHintKeys)) {
    const value = storage.getItem(key);
    if (value !== null) raw[name] = value;
    storage.removeItem(key);
  }
  const hints: ActivityHints = {};
  if (isActivityTab(raw.filter)) hints.filter = raw.filter;
  if (raw.editId && UUID.test(raw.editId)) hints.editId = raw.editId;
  if (raw.trigger) hints.prefill = cleanPrefill(raw);
  return hints;
}

/** Writes a prefill as hints (its trigger opens the form on arrival). */
export function writeActivityHints(storage: HintStorage, prefill: ActivityPrefill): void {
  const values = { trigger: "open", ...prefill } as Record<string, unknown>;
  for (const [name, key] of Object.entries(activityHintKeys)) {
    const value = values[name];
    if (value !== undefined) storage.setItem(key, String(value));
  }
}
