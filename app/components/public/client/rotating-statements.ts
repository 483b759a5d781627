// The philosophy statements (markup: ../rotating-statements.tsx).
import {
  PHILOSOPHY_FADE_IN_MS,
  PHILOSOPHY_FADE_OUT_MS,
  PHILOSOPHY_ROTATION_MS,
} from "#core/content/public-content/public-constants.ts";
import { FADING } from "../slide-states.ts";
import { fadingRotation, markCurrent, motionGate, setState } from "./motion.ts";

export function enhance(root: HTMLElement) {
  const statements = [...root.querySelectorAll<HTMLElement>("[data-testid=philosophy-statement] > span")];
  const rotation = fadingRotation(
    statements.length,
    { intervalMs: PHILOSOPHY_ROTATION_MS, fadeOutMs: PHILOSOPHY_FADE_OUT_MS },
    (index, shown) => {
      markCurrent(statements, index, false);
      statements.forEach((statement, i) => {
        const visible = i === index && shown;
        setState(statement, FADING, visible);
        statement.style.transitionDuration = `${visible ? PHILOSOPHY_FADE_IN_MS : PHILOSOPHY_FADE_OUT_MS}ms`;
      });
    },
  );
  motionGate(root, { pauseOnHover: false }, rotation.setRunning);
}
