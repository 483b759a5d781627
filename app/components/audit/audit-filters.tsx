// The Audit Log's filters: a GET form, so they live in the URL (f.actor, f.entity, f.action, f.id,
// f.from, f.to) like the table's own; submitting keeps the search and the sort and starts again at page
// one. The ID field is what a record's history link (a lead's view, a user's row) fills in.

import type { TableQuery } from "#core/admin/table-query.ts";
import { auditActionLabels, auditEntityLabels } from "#core/audit/audit-messages.ts";
import { auditActions, auditEntities } from "#core/audit/audit-vocabulary.ts";
import { Button } from "~/components/ui/button";

const inputClass = "mt-1 block w-full border border-line bg-charcoal px-2 py-1.5 text-sm text-ivory";

export function AuditFilters({ query }: { query: TableQuery }) {
  const { filters } = query;
  return (
    <form
      method="get"
      // Two rows of four at 1280 px with the sidebar open: seven columns left the dates and the
      // button's label wider than their columns.
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Audit log filters"
    >
      {query.search ? <input type="hidden" name="q" value={query.search} /> : null}
      {query.sort ? (
        <>
          <input type="hidden" name="sort" value={query.sort.column} />
          <input type="hidden" name="dir" value={query.sort.direction} />
        </>
      ) : null}
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
        ID
        <input
          name="f.id"
          type="search"
          defaultValue={filters.id ?? ""}
          spellCheck={false}
          className={`${inputClass} font-mono`}
        />
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
