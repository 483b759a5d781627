import { IconButton } from "~/components/ui/icon-button";
import { ArrowDown, ArrowUp, Pencil, Trash2 } from "~/components/ui/icons";
import { rowIntents } from "~/kit/intents";
import { useRowPost } from "~/kit/row-post";

/** Move up and Move down for an item of an ordered list; each is disabled at its end of the list. */
export function MoveButtons(props: {
  labels: { up: string; down: string };
  disabled: { up: boolean; down: boolean };
  onMove: (direction: "up" | "down") => void;
}) {
  return (
    <>
      <IconButton label={props.labels.up} disabled={props.disabled.up} onClick={() => props.onMove("up")}>
        <ArrowUp aria-hidden className="size-4" />
      </IconButton>
      <IconButton
        label={props.labels.down}
        disabled={props.disabled.down}
        onClick={() => props.onMove("down")}
      >
        <ArrowDown aria-hidden className="size-4" />
      </IconButton>
    </>
  );
}

/** A Delete icon button that acts only after the browser's confirmation. */
export function DeleteButton(props: {
  label: string;
  confirm: string;
  disabled: boolean;
  title?: string;
  onDelete: () => void;
}) {
  return (
    <IconButton
      label={props.label}
      title={props.title}
      danger
      disabled={props.disabled}
      onClick={() => {
        if (window.confirm(props.confirm)) props.onDelete();
      }}
    >
      <Trash2 aria-hidden className="size-4" />
    </IconButton>
  );
}

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
  const { busy, post } = useRowPost(props.id);
  return (
    <div className="inline-flex items-center gap-1">
      {props.moves ? (
        <MoveButtons
          labels={{ up: "Move up", down: "Move down" }}
          disabled={{ up: busy || !props.moves.canMoveUp, down: busy || !props.moves.canMoveDown }}
          onMove={(direction) => post(direction === "up" ? rowIntents.moveUp : rowIntents.moveDown)}
        />
      ) : null}
      <IconButton label="Edit" onClick={props.onEdit}>
        <Pencil aria-hidden className="size-4" />
      </IconButton>
      <DeleteButton
        label="Delete"
        title={props.deleteDisabledReason}
        confirm={props.confirmDelete}
        disabled={busy || props.deleteDisabledReason !== undefined}
        onDelete={() => post(rowIntents.delete)}
      />
    </div>
  );
}
