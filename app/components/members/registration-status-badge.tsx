import { registrationStatusLabels } from "#core/members/registrations/registration-messages.ts";
import { cn } from "~/kit/cn";

const tone: Record<string, string> = {
  pending: "border-brass/60 text-brass",
  active: "border-success/60 text-success",
  completed: "border-ivory/40 text-ivory",
  cancelled: "border-danger/60 text-danger",
  inactive: "border-line text-mist",
};

/** A registration's status, as members and operators both see it. */
export function RegistrationStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-block border px-2 py-0.5 text-xs tracking-widest uppercase",
        tone[status] ?? tone.inactive,
      )}
    >
      {registrationStatusLabels[status as keyof typeof registrationStatusLabels] ?? status}
    </span>
  );
}
