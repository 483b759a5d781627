import { clockLabel, followUpClock } from "#core/leads/consultations/follow-up-clock.ts";
import { cn } from "~/kit/cn";

const tones = {
  waiting: "border-line text-mist",
  at_risk: "border-amber-500/70 text-amber-400",
  overdue: "border-danger/70 text-danger",
  late: "border-danger/70 text-danger",
  kept: "border-success/60 text-success",
} as const;

/** The 48-hour clock (SPEC 1 and 9): amber in its last 12 hours, red once broken, the time it took once kept. */
export function ConsultationClock(props: { createdAt: Date | string; firstContactAt: Date | string | null }) {
  const clock = followUpClock(props.createdAt, props.firstContactAt);
  return (
    <span
      data-clock={clock.state}
      // Computed against the clock at render: the server's and the browser's minute may differ.
      suppressHydrationWarning
      className={cn(
        "inline-block border px-2 py-0.5 text-xs whitespace-nowrap tabular-nums",
        tones[clock.state],
      )}
    >
      {clockLabel(clock)}
    </span>
  );
}
