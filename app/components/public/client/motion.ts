// When may anything move by itself: never while the visitor prefers reduced motion, while the tab is
// hidden, or while the rotation is paused (its pause button, and for some the pointer over it or focus
// inside it). The root element says so in data-motion="running|paused" (end-to-end tests wait on it).
import type { ClassPair } from "../slide-states.ts";

export type MotionGate = {
  /** Pauses or resumes by the pause button's choice. */
  setPaused(paused: boolean): void;
};

export function motionGate(
  root: HTMLElement,
  options: { pauseOnHover: boolean; enabled?: boolean },
  onChange: (running: boolean) => void,
): MotionGate {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  const enabled = options.enabled ?? true;
  let paused = false;
  let hovered = false;
  let focused = false;
  let running: boolean | null = null;

  const update = () => {
    const now =
      enabled && !reduced.matches && document.visibilityState !== "hidden" && !paused && !hovered && !focused;
    root.dataset.motion = now ? "running" : "paused";
    if (now !== running) {
      running = now;
      onChange(now);
    }
  };

  if (options.pauseOnHover) {
    root.addEventListener("mouseenter", () => {
      hovered = true;
      update();
    });
    root.addEventListener("mouseleave", () => {
      hovered = false;
      update();
    });
    root.addEventListener("focusin", () => {
      focused = true;
      update();
    });
    root.addEventListener("focusout", (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) {
        focused = false;
        update();
      }
    });
  }
  reduced.addEventListener("change", update);
  document.addEventListener("visibilitychange", update);

  const toggle = root.querySelector<HTMLButtonElement>("[data-motion-toggle]");
  toggle?.addEventListener("click", () => {
    paused = !paused;
    toggle.toggleAttribute("data-paused", paused);
    toggle.setAttribute("aria-label", `${paused ? "Play" : "Pause"} ${toggle.dataset.motionToggle}`);
    update();
  });

  update();
  return {
    setPaused(value) {
      paused = value;
      update();
    },
  };
}

/** A one-shot timer that can be restarted (a manual move gives the new item its full time) or stopped. */
export function countdown(ms: number, done: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    restart() {
      stop();
      timer = setTimeout(() => {
        timer = undefined;
        done();
      }, ms);
    },
    stop,
  };
}

/** Switches an element between the two class lists of a pair. */
export function setState(element: Element, [on, off]: ClassPair, active: boolean) {
  element.classList.remove(...(active ? off : on).split(" ").filter(Boolean));
  element.classList.add(...(active ? on : off).split(" ").filter(Boolean));
}

/** Marks the current item of a list (data-current, aria-hidden on the others when asked). */
export function markCurrent(items: readonly Element[], index: number, hideOthers: boolean) {
  items.forEach((item, i) => {
    item.toggleAttribute("data-current", i === index);
    if (hideOthers && i !== index) item.setAttribute("aria-hidden", "true");
    else if (hideOthers) item.removeAttribute("aria-hidden");
  });
}

/** aria-current="true" on the button of the current item, none on the others. */
export function markCurrentButton(buttons: readonly Element[], index: number) {
  buttons.forEach((button, i) => {
    if (i === index) button.setAttribute("aria-current", "true");
    else button.removeAttribute("aria-current");
  });
}

/**
 * Rotates through `count` items every `intervalMs` while running: the current one fades out over
 * `fadeOutMs`, then the next is shown. `render` draws the state; a direct choice shows an item at once.
 */
export function fadingRotation(
  count: number,
  timing: { intervalMs: number; fadeOutMs: number },
  render: (index: number, shown: boolean) => void,
) {
  let index = 0;
  let running = false;
  let fade: ReturnType<typeof setTimeout> | undefined;
  const show = (next: number) => {
    clearTimeout(fade);
    index = ((next % count) + count) % count;
    render(index, true);
    if (running) advance.restart();
  };
  const advance = countdown(timing.intervalMs - timing.fadeOutMs, () => {
    render(index, false);
    fade = setTimeout(() => show(index + 1), timing.fadeOutMs);
  });
  return {
    setRunning(value: boolean) {
      running = value && count > 1;
      if (running) advance.restart();
      else advance.stop();
    },
    goTo: show,
  };
}
