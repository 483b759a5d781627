// A Training Events row's buttons: the roster, Edit, and Cancel Event after the browser's confirmation
// (it says how many booked and waitlisted members will be e-mailed). Cancel posts { intent, id } to the page's action.

import { eventMessages } from "#core/events/training-events/event-messages.ts";
import { canCancelEvent, canEditEvent } from "#core/events/training-events/event-rules.ts";
import { IconButton } from "~/components/ui/icon-button";
import { Ban, ClipboardList, Pencil } from "~/components/ui/icons";
import { trainingEventIntents } from "~/kit/intents";
import { useRowPost } from "~/kit/row-post";

export function EventRowActions(props: {
  id: string;
  title: string;
  status: string;
  booked: number;
  waitlisted: number;
  onRoster: () => void;
  onEdit: () => void;
}) {
  const { busy, post } = useRowPost(props.id);
  return (
    <div className="inline-flex items-center gap-1">
      <IconButton label={`Roster of ${props.title}`} onClick={props.onRoster}>
        <ClipboardList aria-hidden className="size-4" />
      </IconButton>
      <IconButton label={`Edit ${props.title}`} onClick={props.onEdit} disabled={!canEditEvent(props)}>
        <Pencil aria-hidden className="size-4" />
      </IconButton>
      <IconButton
        label={`Cancel ${props.title}`}
        danger
        disabled={busy || !canCancelEvent(props)}
        onClick={() => {
          if (window.confirm(eventMessages.confirmCancelEvent(props.title, props.booked, props.waitlisted)))
            post(trainingEventIntents.cancel);
        }}
      >
        <Ban aria-hidden className="size-4" />
      </IconButton>
    </div>
  );
}
