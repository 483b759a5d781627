// The members' Training Schedule tabs (SPEC section 2), in order, held in the URL as ?tab= (the first
// one is the default and leaves the parameter out).
export const scheduleTabs = ["my-events", "available", "all"] as const;
export type ScheduleTab = (typeof scheduleTabs)[number];

/** Each tab's label with the number of items it lists: "My Events (2)". */
export const scheduleTabLabels: Record<ScheduleTab, (count: number) => string> = {
  "my-events": (count) => `My Events (${count})`,
  available: (count) => `Available (${count})`,
  all: (count) => `All Bookings (${count})`,
};

/** The tab a ?tab= value names; anything else is the default, My Events. */
export const scheduleTabFrom = (value: string | null): ScheduleTab =>
  (scheduleTabs as readonly string[]).includes(value ?? "") ? (value as ScheduleTab) : "my-events";

/** What each tab says when it has nothing to list (SPEC 2). */
export const scheduleTabEmpty: Record<ScheduleTab, { title: string; hint: string }> = {
  "my-events": {
    title: "No upcoming events booked.",
    hint: "Browse available events to book your training sessions!",
  },
  available: {
    title: "No available events to book.",
    hint: "Check back later for new training opportunities!",
  },
  all: { title: "No bookings found.", hint: "Start booking events to see your training history!" },
};
