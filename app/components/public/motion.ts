// Shared timing hooks for the public site's rotations and carousels. Every automatic movement stops
// while the visitor prefers reduced motion, while the tab is hidden, or while something pauses it
// (hover, focus, the pause button); manual controls keep working.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

function subscribeMedia(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  };
}

/** A media query's match, or `serverValue` while rendering on the server and hydrating. */
export function useMediaQuery<T extends boolean | null>(query: string, serverValue: T): boolean | T {
  const subscribe = useCallback((onChange: () => void) => subscribeMedia(query)(onChange), [query]);
  return useSyncExternalStore<boolean | T>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export function usePrefersReducedMotion(): boolean {
  // Until hydration we assume reduced motion: nothing moves before the browser has said otherwise.
  return useMediaQuery("(prefers-reduced-motion: reduce)", true);
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== "hidden",
    () => false,
  );
}

/** True when automatic movement may run: motion allowed, tab visible, and not paused by the caller. */
export function useMotionAllowed(paused: boolean): boolean {
  const reduced = usePrefersReducedMotion();
  const visible = usePageVisible();
  return !reduced && visible && !paused;
}

/**
 * Calls `advance` every `intervalMs` while `running`. The countdown restarts whenever `step` changes,
 * so a manual move gives the new item its full time.
 */
export function useAutoAdvance(running: boolean, intervalMs: number, step: number, advance: () => void) {
  const latest = useRef(advance);
  latest.current = advance;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step restarts the countdown on purpose
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => latest.current(), intervalMs);
    return () => clearTimeout(timer);
  }, [running, intervalMs, step]);
}

export type Rotation = {
  index: number;
  /** False during the fade-out before the next item appears. */
  shown: boolean;
  goTo(index: number): void;
};

/**
 * Rotates through `count` items every `intervalMs`: fades the current one out over `fadeOutMs`, then
 * shows the next (which fades in over the caller's CSS duration).
 */
export function useRotation(options: {
  count: number;
  intervalMs: number;
  fadeOutMs: number;
  running: boolean;
}): Rotation {
  const { count, intervalMs, fadeOutMs, running } = options;
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(true);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clearFade = useCallback(() => {
    if (fadeTimer.current) clearTimeout(fadeTimer.current);
    fadeTimer.current = null;
  }, []);
  useEffect(
    () => () => {
      if (fadeTimer.current) clearTimeout(fadeTimer.current);
    },
    [],
  );

  useAutoAdvance(running && count > 1, intervalMs - fadeOutMs, index, () => {
    setShown(false);
    clearFade();
    fadeTimer.current = setTimeout(() => {
      setIndex((i) => (i + 1) % count);
      setShown(true);
    }, fadeOutMs);
  });

  const goTo = useCallback(
    (next: number) => {
      clearFade();
      setIndex(((next % count) + count) % count);
      setShown(true);
    },
    [count, clearFade],
  );
  return { index: count > 0 ? index % count : 0, shown, goTo };
}
