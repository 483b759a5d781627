import { changeTexts, describeChange } from "#core/dashboard/figure-change.ts";

/** A headline figure of the period, and its change against the period before (same length). */
export function FigureCard(props: {
  label: string;
  value: number | null;
  previous: number | null;
  unit?: "%";
}) {
  const { value, previous } = props;
  const shown = value === null ? "-" : `${value}${props.unit ?? ""}`;
  const change = describeChange(value, previous, props.unit);
  return (
    <li className="border border-line bg-charcoal p-4">
      <p className="text-xs tracking-[0.2em] text-mist uppercase">{props.label}</p>
      <p className="mt-1 font-display text-3xl">{shown}</p>
      <p className="mt-1 text-xs text-mist">
        {change.text}
        {change.compared && (
          <>
            {" "}
            <span className="sr-only">{changeTexts.againstPrevious}</span>
            <span aria-hidden>{changeTexts.versusPrevious}</span>
          </>
        )}
      </p>
    </li>
  );
}
