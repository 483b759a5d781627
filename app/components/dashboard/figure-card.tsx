import { describeChange } from "#core/dashboard/figure-change.ts";

/** A headline figure of the period, and in words its change against the period of `days` days before. */
export function FigureCard(props: {
  label: string;
  value: number | null;
  previous: number | null;
  days: number;
  unit?: "%";
}) {
  const { value, previous } = props;
  const shown = value === null ? "-" : `${value}${props.unit ?? ""}`;
  return (
    <li className="border border-line bg-charcoal p-4">
      <p className="text-xs tracking-[0.2em] text-mist uppercase">{props.label}</p>
      <p className="mt-1 font-display text-3xl">{shown}</p>
      <p className="mt-1 text-xs text-mist">{describeChange(value, previous, props.days, props.unit)}</p>
    </li>
  );
}
