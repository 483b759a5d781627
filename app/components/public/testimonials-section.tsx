import { testimonials } from "#core/content/public-content/testimonials.ts";
import { cn } from "~/kit/cn";
import { SectionHeading } from "./section";
import { TestimonialCarousel } from "./testimonial-carousel";

/** "What Our Clients Say" with the testimonial carousel, as the home and about pages show it. */
export function TestimonialsSection({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="testimonials-heading"
      className={cn("border-t border-line px-6 py-24 sm:py-32", className)}
    >
      <SectionHeading id="testimonials-heading" eyebrow="In Confidence" title="What Our Clients Say" spaced />
      <TestimonialCarousel testimonials={testimonials} headingId="testimonials-heading" />
    </section>
  );
}
