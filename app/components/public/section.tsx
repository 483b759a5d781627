// The public pages' recurring section pieces: the small brass line above a title, a band of a page
// under a hairline, and a band's centred heading. Each writes the same markup wherever it is used.
import type { ReactNode } from "react";

/** The small brass capitals above a title ("Our Approach"). */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-[0.7rem] tracking-[0.42em] text-brass uppercase">{children}</p>;
}

const bandTones = {
  plain: "border-t border-line/60 px-6 py-24 sm:py-32",
  shaded: "border-t border-line/60 bg-charcoal/40 px-6 py-24 sm:py-32",
};

/** A band of a page below its opening, under a hairline; named by its heading or, without one, a label. */
export function Band(props: {
  labelledBy?: string;
  label?: string;
  tone?: keyof typeof bandTones;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={props.labelledBy}
      aria-label={props.label}
      className={bandTones[props.tone ?? "plain"]}
    >
      {props.children}
    </section>
  );
}

/** A band's centred heading: an eyebrow (or, without one, a brass rule), the h2, a line of text. */
export function SectionHeading(props: {
  id: string;
  eyebrow?: string;
  title: string;
  /** Space below, when what follows is not spaced itself. */
  spaced?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={
        props.spaced
          ? "mx-auto mb-16 flex max-w-2xl flex-col items-center gap-6 text-center"
          : "mx-auto flex max-w-2xl flex-col items-center gap-6 text-center"
      }
    >
      {props.eyebrow ? <Eyebrow>{props.eyebrow}</Eyebrow> : <span aria-hidden className="brass-rule" />}
      <h2 id={props.id} className="font-display text-4xl tracking-[var(--tracking-display)] sm:text-5xl">
        {props.title}
      </h2>
      {props.children ? <p className="leading-relaxed text-mist">{props.children}</p> : null}
    </div>
  );
}
