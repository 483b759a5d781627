import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { TESTIMONIAL_AUTO_ROTATE_MS, TESTIMONIAL_WIDE_MIN_WIDTH_PX } from "#core/content/public-constants.ts";
import {
  nextPage,
  pageAfterResize,
  pageCount,
  previousPage,
  testimonialPageSize,
} from "#core/content/testimonial-paging.ts";
import type { Testimonial } from "#core/content/testimonials.ts";
import { cn } from "~/lib/cn";
import { useAutoAdvance, useMediaQuery, useMotionAllowed } from "./motion";

const WIDE_QUERY = `(min-width: ${TESTIMONIAL_WIDE_MIN_WIDTH_PX}px)`;
const WIDE_COLUMN = ["md:col-start-1", "md:col-start-2", "md:col-start-3"];
const WIDE_COLUMNS = ["md:grid-cols-1", "md:grid-cols-1", "md:grid-cols-2", "md:grid-cols-3"];

/**
 * "What Our Clients Say" (SPEC 9): 3 testimonials per page from 768 px, 1 below; wraps at both ends;
 * returns to the first page when the page size changes; auto-rotation off unless asked for (8000 ms).
 *
 * Every testimonial is placed in the same grid row (its column on wide screens, the only column on
 * narrow ones) and only the current page's are visible, so the carousel keeps the height of its tallest
 * page and never shifts the layout. Before hydration CSS alone shows the first page at either width.
 */
export function TestimonialCarousel({
  testimonials,
  autoRotate = false,
  autoRotateMs = TESTIMONIAL_AUTO_ROTATE_MS,
  headingId,
}: {
  testimonials: readonly Testimonial[];
  autoRotate?: boolean;
  autoRotateMs?: number;
  headingId: string;
}) {
  const wide = useMediaQuery(WIDE_QUERY, null);
  const pageSize = wide === null ? null : testimonialPageSize(wide ? TESTIMONIAL_WIDE_MIN_WIDTH_PX : 0);
  const [page, setPage] = useState(0);
  const [sizeSeen, setSizeSeen] = useState(pageSize);
  if (sizeSeen !== pageSize) {
    setSizeSeen(pageSize);
    if (sizeSeen !== null && pageSize !== null) setPage(pageAfterResize(page, sizeSeen, pageSize));
  }
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [announce, setAnnounce] = useState(false);

  const total = testimonials.length;
  const narrowCount = pageCount(total, 1);
  const wideCount = pageCount(total, 3);
  const count = pageSize === null ? narrowCount : pageCount(total, pageSize);
  const running = useMotionAllowed(!autoRotate || hovered || focused) && count > 1;
  useAutoAdvance(running, autoRotateMs, page, () => setPage((p) => nextPage(p, count)));

  const go = (next: number) => {
    setAnnounce(true);
    setPage(next);
  };

  /** Visibility per item: computed once the page size is known, CSS breakpoints before that. */
  const itemClass = (i: number) => {
    if (pageSize === null) return i === 0 ? "" : i < 3 ? "invisible md:visible" : "invisible";
    return Math.floor(i / pageSize) === page ? "opacity-100" : "invisible opacity-0";
  };
  const isHidden = (i: number) => pageSize !== null && Math.floor(i / pageSize) !== page;
  const controlsClass =
    pageSize === null
      ? wideCount > 1
        ? "flex"
        : narrowCount > 1
          ? "flex md:hidden"
          : "hidden"
      : count > 1
        ? "flex"
        : "hidden";

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      data-page-size={pageSize ?? undefined}
      data-motion={running ? "running" : "paused"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={cn(
          "mx-auto grid grid-cols-1 gap-8",
          WIDE_COLUMNS[Math.min(total, 3)],
          total >= 3 ? "max-w-7xl" : total === 2 ? "max-w-5xl" : "max-w-2xl",
        )}
      >
        {testimonials.map((t, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a group
          <div
            key={t.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${total}`}
            aria-hidden={isHidden(i) || undefined}
            inert={isHidden(i) || undefined}
            data-testid="testimonial"
            className={cn(
              "col-start-1 row-start-1 flex flex-col border border-line bg-ink p-8 transition-[opacity,visibility] duration-500 sm:p-10",
              WIDE_COLUMN[i % 3],
              itemClass(i),
            )}
          >
            <figure className="flex flex-1 flex-col">
              <span aria-hidden className="font-display text-6xl leading-none text-brass/70">
                “
              </span>
              <blockquote className="mt-2 flex-1 font-display text-xl leading-relaxed text-ivory/95 italic sm:text-2xl">
                <p>{t.content}</p>
              </blockquote>
              <figcaption className="mt-8 border-t border-line pt-6">
                <p className="text-xs font-medium tracking-[0.24em] text-ivory uppercase">{t.author}</p>
                <p className="mt-2 text-sm text-mist">
                  {t.title}
                  {t.location ? `, ${t.location}` : ""}
                </p>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>

      <div className={cn("mt-10 items-center justify-center gap-6", controlsClass)}>
        <button
          type="button"
          onClick={() => go(previousPage(page, count))}
          aria-label="Previous testimonials"
          className="inline-flex size-11 items-center justify-center border border-line text-mist transition-colors hover:border-brass hover:text-brass-strong"
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <div className="flex items-center gap-1">
          {Array.from({ length: narrowCount }, (_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => go(i)}
              aria-label={`Show testimonials page ${i + 1}`}
              aria-current={i === page ? "true" : undefined}
              className={cn(
                "group size-6 items-center justify-center",
                pageSize === null
                  ? i >= wideCount
                    ? "flex md:hidden"
                    : "flex"
                  : i >= count
                    ? "hidden"
                    : "flex",
              )}
            >
              <span
                className={cn(
                  "block h-px transition-all duration-300",
                  i === page ? "w-6 bg-brass" : "w-3 bg-mist/60 group-hover:bg-ivory",
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(nextPage(page, count))}
          aria-label="Next testimonials"
          className="inline-flex size-11 items-center justify-center border border-line text-mist transition-colors hover:border-brass hover:text-brass-strong"
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announce ? `Page ${page + 1} of ${count}` : ""}
      </p>
    </section>
  );
}
