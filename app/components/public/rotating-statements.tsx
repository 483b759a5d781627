import {
  PHILOSOPHY_FADE_IN_MS,
  PHILOSOPHY_FADE_OUT_MS,
} from "#core/content/public-content/public-constants.ts";
import { cn } from "~/kit/cn";
import { MotionToggle } from "./motion-toggle";
import { classesFor, FADING } from "./slide-states";

/**
 * The philosophy statements, one at a time (SPEC 9: every 4000 ms, 500 ms fade-out, 100 ms fade-in;
 * moved by ./client/rotating-statements.ts). All statements share one grid cell, so the block is as
 * large as the longest and nothing shifts. Screen readers get the whole sentence once.
 */
export function RotatingStatements({ statements }: { statements: readonly string[] }) {
  return (
    <div
      className="flex flex-col items-center gap-10"
      data-enhance="rotating-statements"
      data-motion="paused"
    >
      <h1 className="font-display text-5xl leading-none tracking-[0.12em] sm:text-7xl lg:text-8xl">
        <span className="sr-only">{statements.join(". ")}.</span>
        <span aria-hidden className="stack justify-items-center" data-testid="philosophy-statement">
          {statements.map((statement, i) => (
            <span
              key={statement}
              data-current={i === 0 || undefined}
              className={cn("text-center transition-opacity ease-out", classesFor(FADING, i === 0))}
              style={{ transitionDuration: `${i === 0 ? PHILOSOPHY_FADE_IN_MS : PHILOSOPHY_FADE_OUT_MS}ms` }}
            >
              {statement}
            </span>
          ))}
        </span>
      </h1>
      <MotionToggle label="statement rotation" />
    </div>
  );
}
