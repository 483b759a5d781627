// The shared admin data table (SPEC section 2): optional tabs with counts, search box, a filter box per
// filterable column, sortable headers, optional row actions, a 5-row loading skeleton, the empty texts
// and the "Showing X of Y results" footer. All state lives in the URL; the database does the work.
// Which columns sort and filter, and which tabs exist, come with the page from the table's definition
// (server/db/table-definition.ts): the screen only says how each column looks.

import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { Form, useLocation, useNavigation, useSubmit } from "react-router";
import { isFiltered, nextSort, pageCount, type TablePage, tableSearch } from "#core/admin/table-query.ts";
import { ArrowDown, ArrowUp, ArrowUpDown } from "~/components/ui/icons";
import { FollowedLink } from "~/components/ui/in-app-link";
import { cn } from "~/kit/cn";
import { useFollowInApp } from "~/kit/in-app-link";

export type Column<Row> = {
  key: string;
  header: string;
  className?: string;
  cell: (row: Row) => ReactNode;
  /** A closed list to filter by: a select of these (the server refuses any other value) for the text box. */
  filterOptions?: readonly { value: string; label: string }[];
};

const SKELETON_ROWS = 5;
const FILTER_DEBOUNCE_MS = 300;

export function DataTable<Row extends { id: string }>(props: {
  label: string;
  page: TablePage<Row>;
  columns: Column<Row>[];
  sortCycle: "asc-desc-off" | "asc-desc";
  searchPlaceholder?: string;
  rowActions?: (row: Row) => ReactNode;
  /** Labels of the table's tabs, by tab name. */
  tabLabels?: Record<string, string>;
  /** What an empty table says when nothing is searched or filtered (the spec's own text for a screen). */
  emptyText?: string;
}) {
  const { page, columns } = props;
  const { query, shape } = page;
  const sortable = new Set(shape.sortable);
  const filterable = new Set(shape.filterable);
  const drawnFilters = new Set(columns.filter((c) => filterable.has(c.key)).map((c) => c.key));
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const params = new URLSearchParams(location.search);
  // The table's links (tabs, sort headers, pages) are anchors followed in the app, in Link's markup
  // (in-app-link.ts, decision 268): each leads to this page with another query.
  const follow = useFollowInApp(location, { preventScrollReset: true });
  const hrefOf = (search: string) => location.pathname + search;
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const submitSoon = (form: HTMLFormElement) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(
      () => submit(form, { replace: true, preventScrollReset: true }),
      FILTER_DEBOUNCE_MS,
    );
  };
  const pages = pageCount(page.matching, query.pageSize);
  const colSpan = columns.length + (props.rowActions ? 1 : 0);

  return (
    <div className="border border-line bg-charcoal">
      {shape.tabs.length > 0 ? (
        <nav
          aria-label={`${props.label} tabs`}
          className="flex flex-wrap gap-1 border-b border-line px-4 pt-3"
        >
          {shape.tabs.map((tab) => {
            const current = query.tab === tab;
            return (
              <FollowedLink
                key={tab}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-xs tracking-[0.14em] uppercase",
                  current ? "border-brass text-ivory" : "border-transparent text-mist hover:text-ivory",
                )}
                href={hrefOf(tableSearch(params, { tab: tab === shape.tabs[0] ? "" : tab, page: 1 }))}
                follow={follow}
              >
                {props.tabLabels?.[tab] ?? tab}
                <span className="border border-line px-1.5 py-0.5 text-[0.65rem] tabular-nums">
                  {page.tabCounts[tab] ?? 0}
                </span>
              </FollowedLink>
            );
          })}
        </nav>
      ) : null}
      <Form method="get" onChange={(e) => submitSoon(e.currentTarget)} aria-label={`Search ${props.label}`}>
        {query.tab && query.tab !== shape.tabs[0] ? (
          <input type="hidden" name="tab" value={query.tab} />
        ) : null}
        {query.sort ? (
          <>
            <input type="hidden" name="sort" value={query.sort.column} />
            <input type="hidden" name="dir" value={query.sort.direction} />
          </>
        ) : null}
        {/* Filters the screen sets elsewhere (the Audit Log's own form) stay when the search changes. */}
        {Object.entries(query.filters)
          .filter(([name]) => !drawnFilters.has(name))
          .map(([name, value]) => (
            <input key={name} type="hidden" name={`f.${name}`} value={value} />
          ))}
        <div className="flex flex-wrap items-center gap-3 border-b border-line p-4">
          <label htmlFor="table-search" className="text-xs tracking-[0.18em] text-mist uppercase">
            Search
          </label>
          <input
            id="table-search"
            type="search"
            name="q"
            defaultValue={query.search}
            placeholder={props.searchPlaceholder ?? "Search..."}
            className="h-10 w-full max-w-sm border border-line bg-ink px-3 text-sm text-ivory placeholder:text-mist/60 focus:border-brass focus:outline-none"
          />
          <noscript>
            <button type="submit" className="h-10 border border-line px-4 text-sm">
              Apply
            </button>
          </noscript>
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{props.label}</caption>
            <thead>
              <tr className="border-b border-line text-xs tracking-[0.14em] text-mist uppercase">
                {columns.map((column) => {
                  const sorted = query.sort?.column === column.key ? query.sort.direction : null;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={
                        sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                      }
                      className={cn("px-4 py-3 font-medium", column.className)}
                    >
                      {sortable.has(column.key) ? (
                        <FollowedLink
                          className="inline-flex items-center gap-1 hover:text-ivory"
                          href={hrefOf(
                            tableSearch(params, { sort: nextSort(query.sort, column.key, props.sortCycle) }),
                          )}
                          follow={follow}
                        >
                          {column.header}
                          {sorted === "asc" ? (
                            <ArrowUp aria-hidden className="size-3" />
                          ) : sorted === "desc" ? (
                            <ArrowDown aria-hidden className="size-3" />
                          ) : (
                            <ArrowUpDown aria-hidden className="size-3 opacity-40" />
                          )}
                        </FollowedLink>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
                {props.rowActions ? (
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    Actions
                  </th>
                ) : null}
              </tr>
              {columns.some((c) => filterable.has(c.key)) ? (
                <tr className="border-b border-line">
                  {columns.map((column) => (
                    <td key={column.key} className="px-4 py-2">
                      {filterable.has(column.key) && column.filterOptions ? (
                        <select
                          name={`f.${column.key}`}
                          aria-label={`Filter ${column.header}`}
                          defaultValue={query.filters[column.key] ?? ""}
                          className="h-8 w-full min-w-24 border border-line bg-ink px-2 text-xs text-ivory focus:border-brass focus:outline-none"
                        >
                          <option value="">All</option>
                          {column.filterOptions.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </select>
                      ) : filterable.has(column.key) ? (
                        <input
                          type="text"
                          name={`f.${column.key}`}
                          aria-label={`Filter ${column.header}`}
                          placeholder={`Filter ${column.header.toLowerCase()}`}
                          defaultValue={query.filters[column.key] ?? ""}
                          className="h-8 w-full min-w-24 border border-line bg-ink px-2 text-xs text-ivory placeholder:text-mist/50 focus:border-brass focus:outline-none"
                        />
                      ) : null}
                    </td>
                  ))}
                  {props.rowActions ? <td /> : null}
                </tr>
              ) : null}
            </thead>
            <tbody>
              {loading
                ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                    <tr key={`skeleton-${i}`} className="border-b border-line/60" aria-hidden>
                      <td colSpan={colSpan} className="px-4 py-3">
                        <div className="h-5 animate-pulse bg-graphite" />
                      </td>
                    </tr>
                  ))
                : page.rows.map((row) => (
                    <tr key={row.id} className="border-b border-line/60 hover:bg-graphite/50">
                      {columns.map((column) => (
                        <td key={column.key} className={cn("px-4 py-3 align-top", column.className)}>
                          {column.cell(row)}
                        </td>
                      ))}
                      {props.rowActions ? (
                        <td className="px-4 py-2 text-right whitespace-nowrap">{props.rowActions(row)}</td>
                      ) : null}
                    </tr>
                  ))}
              {!loading && page.rows.length === 0 ? (
                <tr>
                  <td colSpan={colSpan} className="px-4 py-12 text-center text-mist">
                    {isFiltered(query) ? "No results found" : (props.emptyText ?? "No data available")}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-xs text-mist">
        <p>
          Showing {page.matching} of {page.total} results
          {isFiltered(query) ? (
            <span className="ml-2 border border-brass/50 px-2 py-0.5 text-brass">Filtered</span>
          ) : null}
        </p>
        {pages > 1 ? (
          <nav aria-label={`${props.label} pages`} className="flex items-center gap-3">
            <PageLink
              href={hrefOf(tableSearch(params, { page: query.page - 1 }))}
              follow={follow}
              disabled={query.page <= 1}
            >
              Previous
            </PageLink>
            <span>
              Page {query.page} of {pages}
            </span>
            <PageLink
              href={hrefOf(tableSearch(params, { page: query.page + 1 }))}
              follow={follow}
              disabled={query.page >= pages}
            >
              Next
            </PageLink>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

function PageLink(props: {
  href: string;
  follow: (event: MouseEvent<HTMLAnchorElement>) => void;
  disabled: boolean;
  children: ReactNode;
}) {
  if (props.disabled) return <span className="opacity-40">{props.children}</span>;
  return (
    <FollowedLink className="text-ivory hover:text-brass" href={props.href} follow={props.follow}>
      {props.children}
    </FollowedLink>
  );
}
