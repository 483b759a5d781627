import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { cn } from "~/kit/cn";
import { CarouselSlide } from "./carousel-slide";
import { slideCounter } from "./image-carousel-counter";
import { MotionToggle } from "./motion-toggle";
import { ResponsiveImg, type StoredImage } from "./responsive-img";
import { classesFor, SLIDE, THUMBNAIL } from "./slide-states";

const MAIN_SIZES = "(min-width: 1280px) 720px, (min-width: 1024px) 56vw, 100vw";
const THUMB_SIZES = "(min-width: 1024px) 170px, 24vw";

/**
 * A program's images (SPEC 9): advances every 3 s, thumbnails in a grid of 4 columns (moved by
 * ./client/image-carousel.ts). Slides share one frame of the first image's proportions, so changing
 * image never moves the page. Auto-advance pauses on hover and focus, with the pause button, for
 * reduced motion and in a hidden tab.
 */
export function ImageCarousel({ images, label }: { images: readonly StoredImage[]; label: string }) {
  const count = images.length;
  if (count === 0) return null;
  const first = images[0]!;
  const ratio = `${first.width ?? 16} / ${first.height ?? 10}`;
  const controlClass =
    "inline-flex size-10 items-center justify-center border border-ivory/20 bg-ink/60 text-ivory backdrop-blur transition-colors hover:border-brass hover:text-brass-strong";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-enhance="image-carousel"
      data-motion="paused"
    >
      <div className="relative overflow-hidden border border-line bg-graphite">
        <div className="stack" style={{ aspectRatio: ratio }}>
          {images.map((image, i) => (
            <CarouselSlide
              key={image.url}
              index={i}
              total={count}
              aria-hidden={i !== 0 || undefined}
              data-testid="carousel-slide"
              data-current={i === 0 || undefined}
              className={cn(
                "transition-[opacity,visibility] duration-700 ease-out",
                classesFor(SLIDE, i === 0),
              )}
            >
              <ResponsiveImg
                image={image}
                sizes={MAIN_SIZES}
                priority={i === 0}
                className="size-full object-cover"
              />
            </CarouselSlide>
          ))}
        </div>
        {count > 1 ? (
          <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 bg-gradient-to-t from-ink/80 to-transparent p-4">
            <p className="text-[0.7rem] tracking-[0.3em] text-ivory/85 tabular-nums" aria-hidden data-counter>
              {slideCounter(0, count)}
            </p>
            <div className="flex gap-2">
              <MotionToggle label="image rotation" />
              <button type="button" className={controlClass} data-step="-1" aria-label="Previous image">
                <ChevronLeft aria-hidden className="size-4" />
              </button>
              <button type="button" className={controlClass} data-step="1" aria-label="Next image">
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
                data-go-to={i}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === 0 ? "true" : undefined}
                className={cn(
                  "block w-full overflow-hidden border transition-all",
                  classesFor(THUMBNAIL, i === 0),
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
      <p className="sr-only" aria-live="polite" data-announce />
    </section>
  );
}
