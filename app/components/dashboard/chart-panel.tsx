import type { ReactNode } from "react";

/**
 * One chart and, beside it, its numbers as a table: the table is what screen readers and print read,
 * so the drawing itself is hidden from assistive technology.
 */
export function ChartPanel(props: {
  id: string;
  title: string;
  chart: ReactNode;
  columns: string[];
  rows: (string | number)[][];
  footer?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className="border border-line bg-charcoal p-5"
      data-chart={props.id}
    >
      <h3 id={`${props.id}-title`} className="font-display text-xl tracking-[0.06em]">
        {props.title}
      </h3>
      <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div aria-hidden className="h-64 min-w-0 print:hidden">
          {props.chart}
        </div>
        {/* Not a scroll box: the whole table prints, and nothing needs a keyboard to scroll it. */}
        <div className="min-w-0">
          <table className="w-full text-sm">
            <caption className="sr-only">{props.title}</caption>
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th
                    key={c}
                    scope="col"
                    className="border-b border-line px-2 py-1 text-left text-xs text-mist uppercase"
                  >
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.length === 0 ? (
                <tr>
                  <td colSpan={props.columns.length} className="px-2 py-2 text-mist">
                    Nothing in this period
                  </td>
                </tr>
              ) : (
                props.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j} className="border-b border-line/50 px-2 py-1">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </div>
      {props.footer}
    </section>
  );
}
