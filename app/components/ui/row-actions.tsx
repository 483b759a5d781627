import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import type { FormResult } from "#core/forms/form-result.ts";
import { IconButton } from "~/components/ui/icon-button";
import { rowIntents } from "~/kit/intents";
import { useResultToast } from "~/kit/result-toast";

/**
 * A table row's icon buttons: Move up / Move down (when the table is ordered), Edit, Delete after the
 * browser's confirmation. Moves and deletes post { intent, id } to the page's action.
 */
export function RowActions(props: {
  id: string;
  onEdit: () => void;
  confirmDelete: string;
  moves?: { canMoveUp: boolean; canMoveDown: boolean };
  deleteDisabledReason?: string;
}) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const post = (intent: string) => fetcher.submit({ intent, id: props.id }, { method: "post" });
  return (
    <div className="inline-flex items-center gap-1">
      {props.moves ? (
        <>
          <IconButton
            label="Move up"
            disabled={busy || !props.moves.canMoveUp}
            onClick={() => post(rowIntents.moveUp)}
          >
            <ArrowUp aria-hidden className="size-4" />
          </IconButton>
          <IconButton
            label="Move down"
            disabled={busy || !props.moves.canMoveDown}
            onClick={() => post(rowIntents.moveDown)}
          >
            <ArrowDown aria-hidden className="size-4" />
          </IconButton>
        </>
      ) : null}
      <IconButton label="Edit" onClick={props.onEdit}>
        <Pencil aria-hidden className="size-4" />
      </IconButton>
      <IconButton
        label="Delete"
        title={props.deleteDisabledReason}
        danger
        disabled={busy || props.deleteDisabledReason !== undefined}
        onClick={() => {
          if (window.confirm(props.confirmDelete)) post(rowIntents.delete);
        }}
      >
        <Trash2 aria-hidden className="size-4" />
      </IconButton>
    </div>
  );
}
