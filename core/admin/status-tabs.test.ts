import { describe, expect, it } from "vitest";
import { eventTabLabels, eventTabs } from "#core/events/training-events/event-tabs.ts";
import { registrationTabLabels, registrationTabs } from "#core/members/registrations/registration-tabs.ts";
import { statusTabs } from "./status-tabs.ts";

describe("statusTabs", () => {
  it("puts All first, then one tab per status with the status's label", () => {
    const { tabs, labels } = statusTabs(["open", "shut"], { open: "Open", shut: "Shut" });
    expect(tabs).toEqual(["all", "open", "shut"]);
    expect(labels).toEqual({ all: "All", open: "Open", shut: "Shut" });
  });

  it("gives the training events table its SPEC tabs, in order", () => {
    expect(eventTabs).toEqual(["all", "scheduled", "in_progress", "completed", "cancelled"]);
    expect(eventTabs.map((tab) => eventTabLabels[tab])).toEqual([
      "All",
      "Scheduled",
      "In Progress",
      "Completed",
      "Cancelled",
    ]);
  });

  it("gives the registrations table its SPEC tabs, in order, without Inactive", () => {
    expect(registrationTabs).toEqual(["all", "pending", "active", "completed", "cancelled"]);
    expect(registrationTabs.map((tab) => registrationTabLabels[tab])).toEqual([
      "All",
      "Pending",
      "Active",
      "Completed",
      "Cancelled",
    ]);
  });
});
