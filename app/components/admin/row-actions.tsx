import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { type ActionResult, useActionToast } from "~/lib/action-result";

const iconButton =
  "inline-flex size-8 items-center justify-center text-mist hover:text-ivory disabled:opacity-30";

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
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const post = (intent: string) => fetcher.submit({ intent, id: props.id }, { method: "post" });
  return (
    <div className="inline-flex items-center gap-1">
      {props.moves ? (
        <>
          <button
            type="button"
            aria-label="Move up"
            className={iconButton}
            disabled={busy || !props.moves.canMoveUp}
            onClick={() => post("move-up")}
          >
            <ArrowUp aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            aria-label="Move down"
            className={iconButton}
            disabled={busy || !props.moves.canMoveDown}
            onClick={() => post("move-down")}
          >
            <ArrowDown aria-hidden className="size-4" />
          </button>
        </>
      ) : null}
      <button type="button" aria-label="Edit" className={iconButton} onClick={props.onEdit}>
        <Pencil aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        aria-label="Delete"
        title={props.deleteDisabledReason}
        className={`${iconButton} hover:text-danger`}
        disabled={busy || props.deleteDisabledReason !== undefined}
        onClick={() => {
          if (window.confirm(props.confirmDelete)) post("delete");
        }}
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </div>
  );
}
