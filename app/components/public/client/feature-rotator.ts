// A program's features (markup: ../feature-rotator.tsx).
import {
  PROGRAM_FEATURE_FADE_MS,
  PROGRAM_FEATURE_ROTATION_MS,
} from "#core/content/public-content/public-constants.ts";
import { FADING, FEATURE_BAR, SLIDE } from "../slide-states.ts";
import { fadingRotation, markCurrent, markCurrentButton, motionGate, setState } from "./motion.ts";

export function enhance(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>("[data-testid=feature-slide]")];
  const dots = [...root.querySelectorAll<HTMLElement>("[data-go-to]")];
  const rotation = fadingRotation(
    slides.length,
    { intervalMs: PROGRAM_FEATURE_ROTATION_MS, fadeOutMs: PROGRAM_FEATURE_FADE_MS },
    (index, shown) => {
      markCurrent(slides, index, true);
      slides.forEach((slide, i) => {
        setState(slide, SLIDE, i === index);
        if (i === index) setState(slide, FADING, shown);
      });
      markCurrentButton(dots, index);
      dots.forEach((dot, i) => {
        setState(dot.firstElementChild!, FEATURE_BAR, i === index);
      });
    },
  );
  for (const dot of dots) dot.addEventListener("click", () => rotation.goTo(Number(dot.dataset.goTo)));
  motionGate(root, { pauseOnHover: true }, rotation.setRunning);
}
