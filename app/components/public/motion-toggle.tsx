import { Pause, Play } from "lucide-react";
import { cn } from "~/lib/cn";

/** The pause control every automatic rotation offers (WCAG 2.2.2: moving content can be paused). */
export function MotionToggle({
  paused,
  onToggle,
  label,
  className,
}: {
  paused: boolean;
  onToggle(): void;
  /** What moves, e.g. "image rotation"; the button reads "Pause image rotation" or "Play image rotation". */
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${paused ? "Play" : "Pause"} ${label}`}
      className={cn(
        "inline-flex size-9 items-center justify-center border border-line bg-ink/70 text-mist backdrop-blur transition-colors hover:border-brass hover:text-brass-strong",
        className,
      )}
    >
      {paused ? <Play aria-hidden className="size-3.5" /> : <Pause aria-hidden className="size-3.5" />}
    </button>
  );
}
