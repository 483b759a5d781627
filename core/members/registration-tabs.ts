// The program registrations table's tabs (SPEC section 2), in order; their conditions are in
// server/members/list-registrations-page.ts.
export const registrationTabs = ["all", "pending", "active", "completed", "cancelled"] as const;
export type RegistrationTab = (typeof registrationTabs)[number];

export const registrationTabLabels: Record<RegistrationTab, string> = {
  all: "All",
  pending: "Pending",
  active: "Active",
  completed: "Completed",
  cancelled: "Cancelled",
};
