import type { ReactNode } from "react";
import { Eyebrow } from "./section";

/** The opening of an inner public page: eyebrow, title and a short introduction, centred. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden px-6 pt-24 pb-16 text-center sm:pt-32 sm:pb-20">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-[28rem] bg-[radial-gradient(ellipse_at_top,rgba(196,162,105,0.13),transparent_65%)]"
      />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-7">
        <Eyebrow>{eyebrow}</Eyebrow>
        <h1 className="font-display text-5xl leading-[1.05] tracking-[0.1em] sm:text-6xl lg:text-7xl">
          {title}
        </h1>
        <span aria-hidden className="brass-rule" />
        {children ? <div className="text-lg leading-relaxed text-mist">{children}</div> : null}
      </div>
    </header>
  );
}
