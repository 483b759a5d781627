// The Audit Log's filters: a GET form, so they live in the URL (f.actor, f.entity, f.action, f.from,
// f.to) like the table's own; submitting starts again at page one.

import type { TableQuery } from "#core/admin/table-query.ts";
import { auditActionLabels, auditEntityLabels } from "#core/audit/audit-messages.ts";
import { auditActions, auditEntities } from "#core/audit/audit-vocabulary.ts";
import { Button } from "~/components/ui/button";

const inputClass = "mt-1 block w-full border border-line bg-charcoal px-2 py-1.5 text-sm text-ivory";

export function AuditFilters({ filters }: { filters: TableQuery["filters"] }) {
  return (
    <form
      method="get"
      // Five equal fields and the button at its own width: six equal columns left the button's label
      // wider than its column at 1280 px with the sidebar open.
      className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
      aria-label="Audit log filters"
    >
      <label className="text-xs tracking-widest text-mist uppercase">
        Person
        <input name="f.actor" type="search" defaultValue={filters.actor ?? ""} className={inputClass} />
      </label>
      <label className="text-xs tracking-widest text-mist uppercase">
        Entity
        <select name="f.entity" defaultValue={filters.entity ?? ""} className={inputClass}>
          <option value="">All</option>
          {auditEntities.map((e) => (
            <option key={e} value={e}>
              {auditEntityLabels[e]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs tracking-widest text-mist uppercase">
        Action
        <select name="f.action" defaultValue={filters.action ?? ""} className={inputClass}>
          <option value="">All</option>
          {auditActions.map((a) => (
            <option key={a} value={a}>
              {auditActionLabels[a]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs tracking-widest text-mist uppercase">
        From
        <input name="f.from" type="date" defaultValue={filters.from ?? ""} className={inputClass} />
      </label>
      <label className="text-xs tracking-widest text-mist uppercase">
        To
        <input name="f.to" type="date" defaultValue={filters.to ?? ""} className={inputClass} />
      </label>
      <div className="flex items-end">
        <Button type="submit">Apply filters</Button>
      </div>
    </form>
  );
}
