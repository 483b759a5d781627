import type { ReactNode } from "react";

/**
 * A module the spec shows disabled: its title, Coming Soon, and what it will hold. A whole page's title
 * by default; a section's (`heading="h2"`) on a page that already has something working.
 */
export function ComingSoonPanel({
  title,
  heading: Heading = "h1",
  children,
}: {
  title: string;
  heading?: "h1" | "h2";
  children: ReactNode;
}) {
  return (
    <section className="border border-line bg-charcoal p-10 text-center">
      <Heading
        className={
          Heading === "h1"
            ? "font-display text-3xl tracking-[0.12em] uppercase"
            : "font-display text-2xl tracking-[0.06em]"
        }
      >
        {title}
      </Heading>
      <p className="mt-4 text-xs tracking-[0.3em] text-brass uppercase">Coming Soon</p>
      <p className="mx-auto mt-4 max-w-md text-sm text-mist">{children}</p>
    </section>
  );
}
