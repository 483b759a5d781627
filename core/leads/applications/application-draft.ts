// The browser-saved draft of the application (SPEC sections 4 and 9): saved about 1 second after an
// edit once a field was touched, kept 7 days, removed after a successful submission. Pure rules only;
// the form component does the localStorage calls. A draft never leaves the browser.
import { type ApplicationValues, applicationFields, emptyApplication } from "./application-fields.ts";

export const DRAFT_STORAGE_KEY = "sd.application-draft.v1";
export const DRAFT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const DRAFT_AUTOSAVE_DEBOUNCE_MS = 1000;

export type ApplicationDraft = { savedAt: number; values: Partial<ApplicationValues> };

/** What is saved: the applicant's own entries, non-empty ones only. Never the age (derived). */
export function serializeDraft(values: ApplicationValues, now: number = Date.now()): string | null {
  const kept: Partial<ApplicationValues> = {};
  for (const field of applicationFields) {
    const value = values[field];
    if (typeof value === "string" && value !== "") kept[field] = value;
  }
  if (Object.keys(kept).length === 0) return null;
  return JSON.stringify({ savedAt: now, values: kept } satisfies ApplicationDraft);
}

/**
 * The saved values, or null when there is no usable draft: nothing stored, unreadable, from the
 * future, or older than 7 days (the caller then removes it). Unknown keys and non-text values are dropped.
 */
export function parseDraft(stored: string | null, now: number = Date.now()): ApplicationValues | null {
  if (!stored) return null;
  let draft: unknown;
  try {
    draft = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!draft || typeof draft !== "object") return null;
  const { savedAt, values } = draft as { savedAt?: unknown; values?: unknown };
  if (typeof savedAt !== "number" || !Number.isFinite(savedAt)) return null;
  if (savedAt > now + 60_000 || now - savedAt > DRAFT_RETENTION_MS) return null;
  if (!values || typeof values !== "object") return null;
  const restored: ApplicationValues = { ...emptyApplication };
  let any = false;
  for (const field of applicationFields) {
    const value = (values as Record<string, unknown>)[field];
    if (typeof value === "string" && value.length <= 5000) {
      restored[field] = value;
      any ||= value !== "";
    }
  }
  return any ? restored : null;
}
