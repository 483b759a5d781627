// "Related lead or member" (SPEC 4): a lead or a member, found by name or e-mail; the choice is posted
// as consultationId or profileId. The form holds the choice (its templates' `{name}` is that person).
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { useFetcher } from "~/kit/fetcher";
import type { loader as contactsLoader } from "~/routes/admin/activity-contacts";

export type RelatedContact = { kind: "lead" | "member"; id: string; name: string } | null;

export function ActivityContactPicker(props: {
  value: RelatedContact;
  onChange: (next: RelatedContact) => void;
  error?: string;
}) {
  const { value: chosen, onChange: setChosen } = props;
  const [kind, setKind] = useState<"lead" | "member">(chosen?.kind ?? "lead");
  const search = useFetcher<typeof contactsLoader>();
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-xs tracking-[0.18em] text-mist uppercase">Related Lead or Member</legend>
      <input type="hidden" name="consultationId" value={chosen?.kind === "lead" ? chosen.id : ""} />
      <input type="hidden" name="profileId" value={chosen?.kind === "member" ? chosen.id : ""} />
      {chosen ? (
        <div className="flex items-center justify-between gap-3 border border-line px-3 py-2 text-sm">
          <span data-testid="related-contact">
            {chosen.name} <span className="text-mist">({chosen.kind === "lead" ? "Lead" : "Member"})</span>
          </span>
          <Button type="button" size="sm" variant="ghost" onClick={() => setChosen(null)}>
            Change
          </Button>
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-[8rem_1fr]">
          <label className="sr-only" htmlFor={`${id}-kind`}>
            Related person type
          </label>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value === "member" ? "member" : "lead")}
            className="h-11 border border-line bg-charcoal px-3 text-ivory"
          >
            <option value="lead">Lead</option>
            <option value="member">Member</option>
          </select>
          <label className="sr-only" htmlFor={`${id}-q`}>
            Search by name or e-mail
          </label>
          <input
            id={`${id}-q`}
            type="search"
            placeholder="Search by name or e-mail (none: no related person)"
            onChange={(e) =>
              search.load(`/admin/activities/contacts?${new URLSearchParams({ kind, q: e.target.value })}`)
            }
            className="h-11 border border-line bg-charcoal px-3 text-ivory placeholder:text-mist/60"
          />
          {search.data && search.data.contacts.length > 0 ? (
            <ul className="divide-y divide-line border border-line sm:col-span-2">
              {search.data.contacts.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left text-sm hover:bg-ink"
                    onClick={() => setChosen({ kind, id: c.id, name: c.name })}
                  >
                    {c.name} <span className="text-mist">{c.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {props.error ? <p className="text-sm text-danger">{props.error}</p> : null}
    </fieldset>
  );
}
