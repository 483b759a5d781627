import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** The closing band of a public page: a heading, a line of text and one button to /apply. */
export function CallToAction({
  heading,
  text,
  label,
  to = "/apply",
  headingLevel = 2,
}: {
  heading: string;
  text: string;
  label: string;
  to?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="border-t border-line bg-charcoal/70 px-6 py-24 text-center sm:py-28">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-7">
        <span aria-hidden className="brass-rule" />
        <Heading className="font-display text-4xl tracking-[0.14em] sm:text-5xl">{heading}</Heading>
        <p className="leading-relaxed text-mist">{text}</p>
        <Link to={to} className={buttonVariants({ size: "lg" })}>
          {label}
        </Link>
      </div>
    </section>
  );
}
