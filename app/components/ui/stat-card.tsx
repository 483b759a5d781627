import type { ReactNode } from "react";

/** One counter of a page's summary row: a label and its number (SPEC 2 counters and dashboard cards). */
export function StatCard(props: { label: string; value: ReactNode; detail?: string }) {
  return (
    <li className="border border-line bg-charcoal p-5">
      <p className="text-xs tracking-[0.2em] text-mist uppercase">{props.label}</p>
      <p className="mt-2 font-display text-4xl tabular-nums">{props.value}</p>
      {props.detail ? <p className="mt-1 text-xs text-mist">{props.detail}</p> : null}
    </li>
  );
}
