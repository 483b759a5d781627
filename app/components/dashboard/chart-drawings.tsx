// The dashboard's charts as Recharts draws them (decision 147), in the browser only: the server sends
// each chart's box empty (decision 245), so it never loads this module or Recharts (decision 257):
// insight-charts.tsx imports it lazily, and the server's build drops that import.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

const palette = [
  "var(--color-brass)",
  "var(--color-ivory)",
  "var(--color-success)",
  "var(--color-mist)",
  "var(--color-danger)",
  "var(--color-brass-strong)",
];
const colour = (i: number) => palette[i % palette.length]!;
const axis = { stroke: "var(--color-line)", tick: { fill: "var(--color-mist)", fontSize: 11 } };
const tooltip = {
  contentStyle: { background: "var(--color-graphite)", border: "1px solid var(--color-line)" },
  labelStyle: { color: "var(--color-ivory)" },
  itemStyle: { color: "var(--color-ivory)" },
};

/** The box a chart is drawn in, at the width the browser gives it. */
function Frame({ children }: { children: React.ReactElement }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {children}
    </ResponsiveContainer>
  );
}

export type BarsProps = {
  data: Record<string, string | number | null>[];
  x: string;
  series: string[];
  stacked?: boolean;
  layout?: "vertical";
};

/** A bar chart of records: one bar per series, stacked when asked. */
export function Bars(props: BarsProps) {
  const vertical = props.layout === "vertical";
  return (
    <Frame>
      <BarChart
        accessibilityLayer={false}
        data={props.data}
        layout={props.layout ?? "horizontal"}
        margin={{ left: vertical ? 40 : 0 }}
      >
        <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" />
        {vertical ? (
          <>
            <XAxis type="number" allowDecimals={false} {...axis} />
            <YAxis type="category" dataKey={props.x} width={120} {...axis} />
          </>
        ) : (
          <>
            <XAxis dataKey={props.x} {...axis} />
            <YAxis allowDecimals={false} {...axis} />
          </>
        )}
        <Tooltip {...tooltip} cursor={{ fill: "var(--color-graphite)" }} />
        {props.series.length > 1 ? (
          <Legend wrapperStyle={{ color: "var(--color-mist)", fontSize: 12 }} />
        ) : null}
        {props.series.map((name, i) => (
          <Bar
            key={name}
            dataKey={name}
            stackId={props.stacked ? "stack" : undefined}
            fill={colour(i)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

/** The 48-hour promise's weekly share kept, as a line. */
export function PromiseLine({ data }: { data: { week: string; share: number | null }[] }) {
  return (
    <Frame>
      <LineChart accessibilityLayer={false} data={data}>
        <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" />
        <XAxis dataKey="week" {...axis} />
        <YAxis domain={[0, 100]} unit="%" {...axis} />
        <Tooltip {...tooltip} />
        <Line
          dataKey="share"
          name="Kept (%)"
          stroke="var(--color-brass)"
          strokeWidth={2}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </Frame>
  );
}
