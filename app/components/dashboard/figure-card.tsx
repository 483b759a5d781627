import { percentChange } from "#core/dashboard/date-range.ts";

/** A headline figure of the period, and its change against the period before (same length). */
export function FigureCard(props: {
  label: string;
  value: number | null;
  previous: number | null;
  unit?: "%";
}) {
  const { value, previous } = props;
  const shown = value === null ? "-" : `${value}${props.unit ?? ""}`;
  let change = "no earlier figure";
  if (value !== null && previous !== null) {
    if (props.unit === "%") change = `${value - previous >= 0 ? "+" : ""}${value - previous} points`;
    else {
      const pct = percentChange(value, previous);
      change = pct === null ? "none before" : `${pct >= 0 ? "+" : ""}${pct}%`;
    }
  }
  return (
    <li className="border border-line bg-charcoal p-4">
      <p className="text-xs tracking-[0.2em] text-mist uppercase">{props.label}</p>
      <p className="mt-1 font-display text-3xl">{shown}</p>
      <p className="mt-1 text-xs text-mist">
        {change} <span className="sr-only">against the previous period</span>
        <span aria-hidden> vs previous</span>
      </p>
    </li>
  );
}
