import type { ReactNode } from "react";
import { chartPanelTexts } from "#core/dashboard/figure-change.ts";
import { cn } from "~/kit/cn";

/** The most columns a table may have to sit beside its chart (checked at 1280 and 1536 px). */
const SIDE_BY_SIDE_COLUMNS = 4;

// Every cell's look, set once on its row group rather than repeated on each of a hundred cells: the
// same pixels in 10-30% fewer bytes for the server to render and compress.
const HEADER_CELLS =
  "[&_th]:border-b [&_th]:border-line [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_th]:align-bottom [&_th]:text-xs [&_th]:text-mist [&_th]:uppercase";
const FIGURE_CELLS = "[&_td]:border-b [&_td]:border-line/50 [&_td]:px-2 [&_td]:py-1 [&_td]:tabular-nums";

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
      {/* Side by side only on wide screens and for a narrow table: a table of more columns (one per
          program) keeps the row's whole width under its chart, where every column shows. */}
      <div
        className={cn(
          "mt-4 grid gap-6",
          props.columns.length <= SIDE_BY_SIDE_COLUMNS && "2xl:grid-cols-[3fr_2fr]",
        )}
      >
        <div aria-hidden className="h-64 min-w-0 print:hidden">
          {props.chart}
        </div>
        {/* A table wider than the panel (many programs) scrolls inside this labelled, focusable group
            rather than being cut; print shows it whole. A group, not a region: the panel is the landmark. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table. */}
        <div
          role="group"
          aria-label={`${props.title}: ${chartPanelTexts.tableRegion}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          className="min-w-0 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brass print:overflow-visible"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{props.title}</caption>
            {/* Headers wrap (a program's name can be long); the figures under them never do. */}
            <thead className={HEADER_CELLS}>
              <tr>
                {props.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={props.rows.length === 0 ? undefined : FIGURE_CELLS}>
              {props.rows.length === 0 ? (
                <tr>
                  <td colSpan={props.columns.length} className="px-2 py-2 text-mist">
                    {chartPanelTexts.empty}
                  </td>
                </tr>
              ) : (
                props.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td
                        key={j}
                        // Names wrap between words; figures, dates and shares stay whole.
                        className={
                          typeof cell === "string" && cell.includes(" ") ? undefined : "whitespace-nowrap"
                        }
                      >
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
