// A lead's owner, chosen in place (the list's Owner column, the view dialog): choosing posts
// { intent: set-owner, id, ownerId } to Consultation Management's action and the answer is a toast.
// No form of its own: in the list it sits inside the table's search form.
import { leadOwnerMessages } from "#core/leads/consultations/lead-owner.ts";
import { displayName } from "#core/users/display-name.ts";
import { consultationIntents } from "~/kit/intents";
import { useRowPost } from "~/kit/row-post";

export type OwnerChoice = { id: string; email: string; firstName: string | null; lastName: string | null };

export function ownerOptions(operators: readonly OwnerChoice[]) {
  return operators.map((o) => ({ value: o.id, label: displayName(o) }));
}

export function OwnerSelect(props: {
  consultationId: string;
  ownerId: string | null;
  operators: readonly OwnerChoice[];
  /** The select's accessible name ("Owner of Jane Doe"); a visible label is the column header or `label`. */
  name: string;
  label?: string;
}) {
  const { fetcher, busy } = useRowPost(props.consultationId);
  const id = `owner-${props.consultationId}`;
  return (
    <span className="inline-flex items-center gap-2">
      {props.label ? (
        <label htmlFor={id} className="text-sm text-mist">
          {props.label}
        </label>
      ) : null}
      <select
        id={id}
        aria-label={props.label ? undefined : `Owner of ${props.name}`}
        // What was just chosen, until the page's data says so.
        value={String(fetcher.formData?.get("ownerId") ?? props.ownerId ?? "")}
        disabled={busy}
        onChange={(e) =>
          fetcher.submit(
            { intent: consultationIntents.setOwner, id: props.consultationId, ownerId: e.target.value },
            { method: "post" },
          )
        }
        className="h-8 min-w-32 border border-line bg-ink px-2 text-xs text-ivory focus:border-brass focus:outline-none"
      >
        <option value="">{leadOwnerMessages.unassigned}</option>
        {ownerOptions(props.operators).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
