// The dashboard's date range: a GET form, so the range lives in the URL (?range=, ?from=, ?to=) and a
// bookmark or a shared link shows the same period.
import { type DateRange, rangeChoices, rangeLabels } from "#core/dashboard/date-range.ts";
import { Button } from "~/components/ui/button";

const inputClass = "mt-1 block w-full border border-line bg-charcoal px-2 py-1.5 text-sm text-ivory";
const labelClass = "text-xs tracking-widest text-mist uppercase";

export function RangeForm({ range }: { range: DateRange }) {
  return (
    <form method="get" aria-label="Dashboard date range" className="mb-6 grid items-end gap-3 sm:grid-cols-4">
      <label className={labelClass}>
        Date range
        <select name="range" defaultValue={range.choice} className={inputClass}>
          {rangeChoices.map((choice) => (
            <option key={choice} value={choice}>
              {rangeLabels[choice]}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        From (custom)
        <input name="from" type="date" defaultValue={range.fromDay} className={inputClass} />
      </label>
      <label className={labelClass}>
        To (custom)
        <input name="to" type="date" defaultValue={range.toDay} className={inputClass} />
      </label>
      <div>
        <Button type="submit">Show range</Button>
      </div>
      {range.problem ? (
        <p role="alert" className="text-sm text-danger sm:col-span-4">
          {range.problem}
        </p>
      ) : null}
    </form>
  );
}
