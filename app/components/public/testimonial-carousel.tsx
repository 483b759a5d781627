import { pageCount } from "#core/content/public-content/testimonial-paging.ts";
import type { Testimonial } from "#core/content/public-content/testimonials.ts";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { cn } from "~/kit/cn";
import { CarouselSlide } from "./carousel-slide";
import { DOT_BAR } from "./slide-states";

const WIDE_COLUMN = ["md:col-start-1", "md:col-start-2", "md:col-start-3"];
const WIDE_COLUMNS = ["md:grid-cols-1", "md:grid-cols-1", "md:grid-cols-2", "md:grid-cols-3"];

/**
 * Until the script (./client/testimonial-carousel.ts) knows the page size, CSS breakpoints alone show
 * the first page at either width: these classes are what it replaces.
 */
export const BEFORE_SCRIPT = {
  item: (i: number) => (i === 0 ? "" : i < 3 ? "invisible md:visible" : "invisible"),
  /** Page controls at either width, by how many pages each width has. */
  controls: (narrowPages: number, widePages: number) =>
    widePages > 1 ? "flex" : narrowPages > 1 ? "flex md:hidden" : "hidden",
  /** A page's dot: pages past the wide page count exist only on narrow screens. */
  dot: (i: number, widePages: number) => (i >= widePages ? "flex md:hidden" : "flex"),
};

/**
 * "What Our Clients Say" (SPEC 9): 3 testimonials per page from 768 px, 1 below; wraps at both ends;
 * returns to the first page when the page size changes; no automatic rotation unless asked for.
 *
 * Every testimonial is placed in the same grid row (its column on wide screens, the only column on
 * narrow ones) and only the current page's are visible, so the carousel keeps the height of its tallest
 * page and never shifts the layout.
 */
export function TestimonialCarousel({
  testimonials,
  headingId,
  autoRotate = false,
}: {
  testimonials: readonly Testimonial[];
  headingId: string;
  /** Off by default (the spec's default); on, the pages advance every 8000 ms. */
  autoRotate?: boolean;
}) {
  const total = testimonials.length;
  const narrowPages = pageCount(total, 1);
  const widePages = pageCount(total, 3);
  const arrowClass =
    "inline-flex size-11 items-center justify-center border border-line text-mist transition-colors hover:border-brass hover:text-brass-strong";

  return (
    // A group, not a second landmark: the section around it is the region its heading names.
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: the container is a group
    <div
      role="group"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      data-enhance="testimonial-carousel"
      data-motion="paused"
      data-auto-rotate={autoRotate || undefined}
    >
      <div
        className={cn(
          "mx-auto grid grid-cols-1 gap-8",
          WIDE_COLUMNS[Math.min(total, 3)],
          total >= 3 ? "max-w-7xl" : total === 2 ? "max-w-5xl" : "max-w-2xl",
        )}
      >
        {testimonials.map((t, i) => (
          <CarouselSlide
            key={t.id}
            index={i}
            total={total}
            data-testid="testimonial"
            className={cn(
              "col-start-1 row-start-1 flex flex-col border border-line bg-ink p-8 transition-[opacity,visibility] duration-500 sm:p-10",
              WIDE_COLUMN[i % 3],
              BEFORE_SCRIPT.item(i),
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
          </CarouselSlide>
        ))}
      </div>

      <div
        className={cn(
          "mt-10 items-center justify-center gap-6",
          BEFORE_SCRIPT.controls(narrowPages, widePages),
        )}
        data-controls
      >
        <button type="button" data-step="-1" aria-label="Previous testimonials" className={arrowClass}>
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <div className="flex items-center gap-1">
          {Array.from({ length: narrowPages }, (_, i) => (
            <button
              key={i}
              type="button"
              data-go-to={i}
              aria-label={`Show testimonials page ${i + 1}`}
              aria-current={i === 0 ? "true" : undefined}
              className={cn("group size-6 items-center justify-center", BEFORE_SCRIPT.dot(i, widePages))}
            >
              <span
                className={cn("block h-px transition-all duration-300", i === 0 ? DOT_BAR[0] : DOT_BAR[1])}
              />
            </button>
          ))}
        </div>
        <button type="button" data-step="1" aria-label="Next testimonials" className={arrowClass}>
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite" data-announce />
    </div>
  );
}
