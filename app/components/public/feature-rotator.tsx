import type { ProgramFeature } from "#core/content/programs/program-features.ts";
import { PROGRAM_FEATURE_FADE_MS } from "#core/content/public-content/public-constants.ts";
import { cn } from "~/kit/cn";
import { MotionToggle } from "./motion-toggle";
import { classesFor, FEATURE_BAR, SLIDE } from "./slide-states";

/**
 * A program's features, one at a time (SPEC 9: every 4 s with a 500 ms fade; moved by
 * ./client/feature-rotator.ts). All features sit in one grid cell so the panel keeps the height of the
 * longest; each can be chosen directly.
 */
export function FeatureRotator({ features }: { features: readonly ProgramFeature[] }) {
  if (features.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="features-heading"
      className="border border-line bg-charcoal p-8"
      data-enhance="feature-rotator"
      data-motion="paused"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="features-heading" className="text-[0.7rem] tracking-[0.36em] text-brass uppercase">
          Program Features
        </h2>
        {features.length > 1 ? <MotionToggle label="feature rotation" /> : null}
      </div>
      <div className="stack mt-8">
        {features.map((feature, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a group
          <div
            key={`${feature.name}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${features.length}`}
            aria-hidden={i !== 0 || undefined}
            data-testid="feature-slide"
            data-current={i === 0 || undefined}
            className={cn("transition-[opacity,visibility] ease-in-out", classesFor(SLIDE, i === 0))}
            style={{ transitionDuration: `${PROGRAM_FEATURE_FADE_MS}ms` }}
          >
            <p className="font-display text-3xl leading-tight text-ivory">{feature.name}</p>
            {feature.description ? (
              <p className="mt-4 leading-relaxed text-mist">{feature.description}</p>
            ) : null}
          </div>
        ))}
      </div>
      {features.length > 1 ? (
        <div className="mt-8 flex flex-wrap gap-1">
          {features.map((feature, i) => (
            <button
              key={`${feature.name}-${i}`}
              type="button"
              data-go-to={i}
              aria-label={`Show feature: ${feature.name}`}
              aria-current={i === 0 ? "true" : undefined}
              className="group flex h-8 items-center px-1"
            >
              <span
                className={cn("block h-px transition-all duration-300", classesFor(FEATURE_BAR, i === 0))}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
