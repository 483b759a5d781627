import {
  bookingStatusLabels,
  eventStatusLabels,
  eventTypeLabels,
} from "#core/events/training-events/event-messages.ts";
import { cn } from "~/kit/cn";

const badge = "inline-block border px-2 py-0.5 text-xs tracking-widest uppercase";
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

export function EventTypeBadge({ type }: { type: string }) {
  return <span className={cn(badge, "border-brass/60 text-brass")}>{label(eventTypeLabels, type)}</span>;
}

export function EventStatusBadge({ status }: { status: string }) {
  const tone = status === "cancelled" ? "border-danger/60 text-danger" : "border-line text-mist";
  return <span className={cn(badge, tone)}>{label(eventStatusLabels, status)}</span>;
}

/** A booking's status; a waitlist place shows its position. */
export function BookingStatusBadge({ status, position }: { status: string; position?: number | null }) {
  const tone: Record<string, string> = {
    confirmed: "border-success/60 text-success",
    waitlist: "border-brass/60 text-brass",
    cancelled: "border-danger/60 text-danger",
    no_show: "border-line text-mist",
  };
  const text =
    status === "waitlist" && position ? `Waitlist #${position}` : label(bookingStatusLabels, status);
  return <span className={cn(badge, tone[status] ?? tone.no_show)}>{text}</span>;
}

export function MandatoryBadge() {
  return <span className={cn(badge, "border-danger bg-danger/15 text-danger")}>Mandatory</span>;
}
