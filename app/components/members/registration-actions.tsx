// A registration row's actions on Member Registrations: Approve and Reject while pending (SPEC 2);
// Set progress and Complete while active (beyond the spec), as core's registration-transitions table
// says (the same table the server's UPDATE reads). Each posts { intent, id } to the page's
// action; the server decides whether the transition still applies. The buttons are type="button":
// the table sits inside its search form, which a default submit button would send.
import {
  allowedTransitions,
  type RegistrationTransition,
} from "#core/members/registrations/registration-transitions.ts";
import { Button } from "~/components/ui/button";
import { registrationIntents } from "~/kit/intents";
import { useRowPost } from "~/kit/row-post";

type Action = {
  label: string;
  /** The accessible name: the label with the row it acts on. */
  name: string;
  variant?: "outline" | "ghost";
  /** Posts this intent (after the browser's confirmation when `confirm` is given)... */
  intent?: string;
  confirm?: string;
  /** ...or does this instead. */
  onClick?: () => void;
};

export function RegistrationActions(props: {
  id: string;
  status: string;
  /** "Jane Doe for Executive Protection Mastery": names the row for screen readers and confirmations. */
  subject: string;
  onSetProgress: () => void;
}) {
  const { busy, post } = useRowPost(props.id);
  const { subject } = props;
  const byTransition: Record<RegistrationTransition, Action> = {
    approve: { label: "Approve", name: `Approve ${subject}`, intent: registrationIntents.approve },
    reject: {
      label: "Reject",
      name: `Reject ${subject}`,
      variant: "outline",
      intent: registrationIntents.reject,
      confirm: `Reject the registration of ${subject}?`,
    },
    setProgress: {
      label: "Set progress",
      name: `Set progress of ${subject}`,
      variant: "ghost",
      onClick: props.onSetProgress,
    },
    complete: {
      label: "Complete",
      name: `Complete ${subject}`,
      variant: "outline",
      intent: registrationIntents.complete,
      confirm: `Mark the registration of ${subject} as completed?`,
    },
  };
  const actions = allowedTransitions(props.status).map((t) => byTransition[t]);
  if (actions.length === 0) return null;
  const run = (action: Action) => {
    if (action.onClick) return action.onClick();
    if (action.confirm && !window.confirm(action.confirm)) return;
    post(action.intent ?? "");
  };
  return (
    <div className="inline-flex gap-2">
      {actions.map((action) => (
        <Button
          key={action.label}
          type="button"
          size="sm"
          variant={action.variant}
          disabled={busy}
          aria-label={action.name}
          onClick={() => run(action)}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
