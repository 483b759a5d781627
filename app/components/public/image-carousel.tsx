import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { PROGRAM_CAROUSEL_MS } from "#core/content/public-constants.ts";
import { nextPage, previousPage } from "#core/content/testimonial-paging.ts";
import { cn } from "~/lib/cn";
import { useAutoAdvance, useMotionAllowed } from "./motion";
import { MotionToggle } from "./motion-toggle";
import { ResponsiveImg, type StoredImage } from "./responsive-img";

const MAIN_SIZES = "(min-width: 1280px) 720px, (min-width: 1024px) 56vw, 100vw";
const THUMB_SIZES = "(min-width: 1024px) 170px, 24vw";

/**
 * A program's images (SPEC 9): advances every 3 s, thumbnails in a grid of 4 columns. Slides share one
 * frame of the first image's proportions, so changing image never moves the page. Auto-advance pauses
 * on hover and focus, with the pause button, for reduced motion and in a hidden tab.
 */
export function ImageCarousel({ images, label }: { images: readonly StoredImage[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const count = images.length;
  const running = useMotionAllowed(paused || hovered || focused) && count > 1;
  useAutoAdvance(running, PROGRAM_CAROUSEL_MS, index, () => setIndex((i) => nextPage(i, count)));
  if (count === 0) return null;

  const first = images[0]!;
  const ratio = `${first.width ?? 16} / ${first.height ?? 10}`;
  const go = (next: number) => {
    setAnnounce(true);
    setIndex(next);
  };
  const controlClass =
    "inline-flex size-10 items-center justify-center border border-ivory/20 bg-ink/60 text-ivory backdrop-blur transition-colors hover:border-brass hover:text-brass-strong";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-motion={running ? "running" : "paused"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative overflow-hidden border border-line bg-graphite">
        <div className="stack" style={{ aspectRatio: ratio }}>
          {images.map((image, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a group
            <div
              key={image.url}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index || undefined}
              data-testid="carousel-slide"
              data-current={i === index || undefined}
              className={cn(
                "transition-[opacity,visibility] duration-700 ease-out",
                i === index ? "opacity-100" : "invisible opacity-0",
              )}
            >
              <ResponsiveImg
                image={image}
                sizes={MAIN_SIZES}
                priority={i === 0}
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>
        {count > 1 ? (
          <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 bg-gradient-to-t from-ink/80 to-transparent p-4">
            <p className="text-[0.7rem] tracking-[0.3em] text-ivory/85 tabular-nums" aria-hidden>
              {String(index + 1).padStart(2, "0")} / {String(count).padStart(2, "0")}
            </p>
            <div className="flex gap-2">
              <MotionToggle paused={paused} onToggle={() => setPaused((p) => !p)} label="image rotation" />
              <button
                type="button"
                className={controlClass}
                onClick={() => go(previousPage(index, count))}
                aria-label="Previous image"
              >
                <ChevronLeft aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className={controlClass}
                onClick={() => go(nextPage(index, count))}
                aria-label="Next image"
              >
                <ChevronRight aria-hidden className="size-4" />
              </button>
            </div>
          </div>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-4 grid grid-cols-4 gap-3" aria-label="Choose an image">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index ? "true" : undefined}
                className={cn(
                  "block w-full overflow-hidden border transition-all",
                  i === index ? "border-brass opacity-100" : "border-line opacity-60 hover:opacity-100",
                )}
              >
                <ResponsiveImg
                  image={{ ...image, alt: "" }}
                  sizes={THUMB_SIZES}
                  className="aspect-[16/10] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announce ? `Image ${index + 1} of ${count}: ${images[index]?.alt ?? ""}` : ""}
      </p>
    </section>
  );
}
