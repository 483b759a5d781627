import { useState } from "react";
import type { ProgramFeature } from "#core/content/program-features.ts";
import { PROGRAM_FEATURE_FADE_MS, PROGRAM_FEATURE_ROTATION_MS } from "#core/content/public-constants.ts";
import { cn } from "~/lib/cn";
import { useMotionAllowed, useRotation } from "./motion";
import { MotionToggle } from "./motion-toggle";

/**
 * A program's features, one at a time (SPEC 9: every 4 s with a 500 ms fade). All features sit in one
 * grid cell so the panel keeps the height of the longest; each can be chosen directly.
 */
export function FeatureRotator({ features }: { features: readonly ProgramFeature[] }) {
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = useMotionAllowed(paused || hovered || focused);
  const { index, shown, goTo } = useRotation({
    count: features.length,
    intervalMs: PROGRAM_FEATURE_ROTATION_MS,
    fadeOutMs: PROGRAM_FEATURE_FADE_MS,
    running,
  });
  if (features.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="features-heading"
      className="border border-line bg-charcoal p-8"
      data-motion={running ? "running" : "paused"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="features-heading" className="text-[0.7rem] tracking-[0.36em] text-brass uppercase">
          Program Features
        </h2>
        {features.length > 1 ? (
          <MotionToggle paused={paused} onToggle={() => setPaused((p) => !p)} label="feature rotation" />
        ) : null}
      </div>
      <div className="stack mt-8">
        {features.map((feature, i) => {
          const current = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a group
            <div
              key={`${feature.name}-${i}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${features.length}`}
              aria-hidden={!current || undefined}
              data-testid="feature-slide"
              data-current={current || undefined}
              className={cn(
                "transition-[opacity,visibility] ease-in-out",
                current ? (shown ? "opacity-100" : "opacity-0") : "invisible opacity-0",
              )}
              style={{ transitionDuration: `${PROGRAM_FEATURE_FADE_MS}ms` }}
            >
              <p className="font-display text-3xl leading-tight text-ivory">{feature.name}</p>
              {feature.description ? (
                <p className="mt-4 leading-relaxed text-mist">{feature.description}</p>
              ) : null}
            </div>
          );
        })}
      </div>
      {features.length > 1 ? (
        <div className="mt-8 flex flex-wrap gap-1">
          {features.map((feature, i) => (
            <button
              key={`${feature.name}-${i}`}
              type="button"
              onClick={() => goTo(i)}
              aria-label={`Show feature: ${feature.name}`}
              aria-current={i === index ? "true" : undefined}
              className="group flex h-8 items-center px-1"
            >
              <span
                className={cn(
                  "block h-px transition-all duration-300",
                  i === index ? "w-8 bg-brass" : "w-4 bg-mist/50 group-hover:bg-ivory",
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
