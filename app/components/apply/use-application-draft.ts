// The application's browser-saved draft (rules in core/application-draft.ts). Only localStorage is
// touched: nothing is sent anywhere until the applicant submits.
import { useCallback, useEffect, useRef } from "react";
import {
  DRAFT_AUTOSAVE_DEBOUNCE_MS,
  DRAFT_STORAGE_KEY,
  parseDraft,
  serializeDraft,
} from "#core/applications/application-draft.ts";
import type { ApplicationValues } from "#core/applications/consultation-schema.ts";

// Storage can be unavailable (disabled, full, private modes): the form then simply keeps no draft.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function removeApplicationDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {}
}

function saveDraft(values: ApplicationValues): void {
  try {
    const serialized = serializeDraft(values);
    if (serialized) storage()?.setItem(DRAFT_STORAGE_KEY, serialized);
    else storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {}
}

/** The saved draft if it is still fresh; a stale or unreadable one is removed on the way. */
export function readApplicationDraft(): ApplicationValues | null {
  try {
    const stored = storage()?.getItem(DRAFT_STORAGE_KEY) ?? null;
    const values = parseDraft(stored);
    if (stored && !values) removeApplicationDraft();
    return values;
  } catch {
    return null;
  }
}

/**
 * Saves the values about a second after the last edit, once `touched`. `flush` saves at once and
 * cancels the pending save (called on submit, so a late timer cannot bring back a submitted draft).
 */
export function useApplicationDraftAutosave(values: ApplicationValues, touched: boolean, paused: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(values);
  latest.current = values;

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of `values` restarts the debounce
  useEffect(() => {
    if (!touched || paused) return;
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      saveDraft(latest.current);
    }, DRAFT_AUTOSAVE_DEBOUNCE_MS);
    return cancel;
  }, [values, touched, paused, cancel]);

  const flush = useCallback(() => {
    cancel();
    if (touched) saveDraft(latest.current);
  }, [cancel, touched]);

  return { flush, cancel };
}
