// The training events table's tabs (SPEC section 2), in order; their conditions are in
// server/events/list-events-page.ts.
export const eventTabs = ["all", "scheduled", "in_progress", "completed", "cancelled"] as const;
export type EventTab = (typeof eventTabs)[number];

export const eventTabLabels: Record<EventTab, string> = {
  all: "All",
  scheduled: "Scheduled",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};
