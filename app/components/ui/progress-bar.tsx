import { cn } from "~/kit/cn";

/** A labelled progress bar (0-100) that screen readers announce with its value. */
export function ProgressBar(props: { value: number; label: string; className?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(props.value)));
  return (
    <div
      role="progressbar"
      aria-label={props.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn("h-1.5 w-full overflow-hidden bg-graphite", props.className)}
    >
      <div className="h-full bg-brass transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
