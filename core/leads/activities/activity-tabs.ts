// The activities table's tabs (SPEC section 2), in order; their conditions are in
// server/leads/activities/activity-conditions.ts.
export const activityTabs = ["all", "scheduled", "today", "overdue", "completed"] as const;
export type ActivityTab = (typeof activityTabs)[number];

export const activityTabLabels: Record<ActivityTab, string> = {
  all: "All",
  scheduled: "Scheduled",
  today: "Today",
  overdue: "Overdue",
  completed: "Completed",
};

export const isActivityTab = (value: unknown): value is ActivityTab =>
  typeof value === "string" && (activityTabs as readonly string[]).includes(value);
