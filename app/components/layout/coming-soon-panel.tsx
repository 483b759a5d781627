import type { ReactNode } from "react";

/** A module the spec shows disabled: its title, Coming Soon, and what it will hold. */
export function ComingSoonPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border border-line bg-charcoal p-10 text-center">
      <h1 className="font-display text-3xl tracking-[0.12em] uppercase">{title}</h1>
      <p className="mt-4 text-xs tracking-[0.3em] text-brass uppercase">Coming Soon</p>
      <p className="mx-auto mt-4 max-w-md text-sm text-mist">{children}</p>
    </section>
  );
}
