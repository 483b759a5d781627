// A table whose tabs filter by status (SPEC section 2: training events, program registrations): All,
// then one tab per status, each labelled as that status is everywhere else.
export function statusTabs<const S extends string>(statuses: readonly S[], statusLabels: Record<S, string>) {
  const tabs: readonly ("all" | S)[] = ["all", ...statuses];
  const labels = Object.fromEntries(
    tabs.map((tab) => [tab, tab === "all" ? "All" : statusLabels[tab]]),
  ) as Record<"all" | S, string>;
  return { tabs, labels };
}
