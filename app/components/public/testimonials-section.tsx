import { testimonials } from "#core/content/testimonials.ts";
import { cn } from "~/kit/cn";
import { TestimonialCarousel } from "./testimonial-carousel";

/** "What Our Clients Say" with the testimonial carousel, as the home and about pages show it. */
export function TestimonialsSection({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="testimonials-heading"
      className={cn("border-t border-line px-6 py-24 sm:py-32", className)}
    >
      <div className="mx-auto mb-16 flex max-w-2xl flex-col items-center gap-6 text-center">
        <p className="text-[0.7rem] tracking-[0.42em] text-brass uppercase">In Confidence</p>
        <h2
          id="testimonials-heading"
          className="font-display text-4xl tracking-[var(--tracking-display)] sm:text-5xl"
        >
          What Our Clients Say
        </h2>
      </div>
      <TestimonialCarousel testimonials={testimonials} headingId="testimonials-heading" />
    </section>
  );
}
