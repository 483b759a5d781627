import { useState } from "react";
import {
  PHILOSOPHY_FADE_IN_MS,
  PHILOSOPHY_FADE_OUT_MS,
  PHILOSOPHY_ROTATION_MS,
} from "#core/content/public-constants.ts";
import { cn } from "~/lib/cn";
import { useMotionAllowed, useRotation } from "./motion";
import { MotionToggle } from "./motion-toggle";

/**
 * The philosophy statements, one at a time (SPEC 9: every 4000 ms, 500 ms fade-out, 100 ms fade-in).
 * All statements share one grid cell, so the block is as large as the longest and nothing shifts.
 * Screen readers get the whole sentence once instead of a changing word.
 */
export function RotatingStatements({ statements }: { statements: readonly string[] }) {
  const [paused, setPaused] = useState(false);
  const running = useMotionAllowed(paused);
  const { index, shown } = useRotation({
    count: statements.length,
    intervalMs: PHILOSOPHY_ROTATION_MS,
    fadeOutMs: PHILOSOPHY_FADE_OUT_MS,
    running,
  });
  return (
    <div className="flex flex-col items-center gap-10" data-motion={running ? "running" : "paused"}>
      <h1 className="font-display text-5xl leading-none tracking-[0.12em] sm:text-7xl lg:text-8xl">
        <span className="sr-only">{statements.join(". ")}.</span>
        <span aria-hidden className="stack justify-items-center" data-testid="philosophy-statement">
          {statements.map((statement, i) => {
            const current = i === index;
            return (
              <span
                key={statement}
                data-current={current || undefined}
                className={cn(
                  "text-center transition-opacity ease-out",
                  current && shown ? "opacity-100" : "opacity-0",
                )}
                style={{
                  transitionDuration: `${current && shown ? PHILOSOPHY_FADE_IN_MS : PHILOSOPHY_FADE_OUT_MS}ms`,
                }}
              >
                {statement}
              </span>
            );
          })}
        </span>
      </h1>
      <MotionToggle paused={paused} onToggle={() => setPaused((p) => !p)} label="statement rotation" />
    </div>
  );
}
