// The training events table's tabs (SPEC section 2), in order; their conditions are in
// server/events/training-events/list-events-page.ts.
import { statusTabs } from "#core/admin/status-tabs.ts";
import { eventStatuses } from "#core/enums.ts";
import { eventStatusLabels } from "./event-messages.ts";

export const { tabs: eventTabs, labels: eventTabLabels } = statusTabs(eventStatuses, eventStatusLabels);
export type EventTab = (typeof eventTabs)[number];
