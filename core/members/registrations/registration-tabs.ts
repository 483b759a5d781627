// The program registrations table's tabs (SPEC section 2), in order; their conditions are in
// server/members/registrations/list-registrations-page.ts. Inactive registrations have no tab of their own.
import { statusTabs } from "#core/admin/status-tabs.ts";
import { registrationStatusLabels } from "./registration-messages.ts";

export const { tabs: registrationTabs, labels: registrationTabLabels } = statusTabs(
  ["pending", "active", "completed", "cancelled"],
  registrationStatusLabels,
);
export type RegistrationTab = (typeof registrationTabs)[number];
