import { Pause, Play } from "~/components/ui/icons";
import { cn } from "~/kit/cn";

/**
 * The pause control every automatic rotation offers (WCAG 2.2.2: moving content can be paused). The
 * script of the rotation it belongs to (./client/motion.ts) switches it between Pause and Play.
 */
export function MotionToggle({
  label,
  className,
}: {
  /** What moves, e.g. "image rotation"; the button reads "Pause image rotation" or "Play image rotation". */
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      data-motion-toggle={label}
      aria-label={`Pause ${label}`}
      className={cn(
        "group inline-flex size-9 items-center justify-center border border-line bg-ink/70 text-mist backdrop-blur transition-colors hover:border-brass hover:text-brass-strong",
        className,
      )}
    >
      <Pause aria-hidden className="size-3.5 group-data-paused:hidden" />
      <Play aria-hidden className="hidden size-3.5 group-data-paused:block" />
    </button>
  );
}
