import { describe, expect, it } from "vitest";
import { activityDefaults, defaultScheduledAt, newActivityValues } from "./activity-defaults.ts";
import { quickSchedulePrefill } from "./activity-prefill.ts";
import { activityFormSchema } from "./activity-schema.ts";

describe("a new activity's defaults", () => {
  it("is scheduled, pending, normal, by e-mail, without follow-up when nothing is prefilled", () => {
    expect(newActivityValues(null)).toEqual({
      activityType: "scheduled",
      status: "pending",
      priority: "normal",
      contactMethod: "email",
      subject: null,
      message: null,
      scheduledAt: null,
      durationMinutes: null,
      followUpRequired: false,
      assignedToUserId: null,
    });
  });

  it("assigns an activity planned from a lead to the lead's owner", () => {
    const owner = "7b0c2a4e-1f3d-4c5b-9a8e-2d1f0e3c4b5a";
    const prefill = quickSchedulePrefill("email", { id: "x", name: "Jane", ownerId: owner });
    expect(newActivityValues(prefill).assignedToUserId).toBe(owner);
    expect(newActivityValues(quickSchedulePrefill("email", { id: "x", name: "Jane" })).assignedToUserId).toBe(
      null,
    );
  });

  it("takes what a prefill gives over the defaults", () => {
    const now = new Date("2026-06-01T10:00:00Z");
    const values = newActivityValues(quickSchedulePrefill("call", { id: "x", name: "Jane" }, now));
    expect(values).toMatchObject({
      priority: "high",
      contactMethod: "phone",
      subject: "Follow-up Call",
      durationMinutes: 15,
      scheduledAt: "2026-06-01T12:00:00.000Z",
      status: "pending",
    });
  });

  it("is scheduled at 09:00 the next day in the operator's zone", () => {
    const at = defaultScheduledAt(new Date("2026-06-01T22:30:00Z"), "Europe/Berlin");
    // 00:30 on 2 June in Berlin: the next day is 3 June, 09:00 CEST.
    expect(at.toISOString()).toBe("2026-06-03T07:00:00.000Z");
  });

  it("is what the server's schema fills when status and priority are left out", () => {
    const parsed = activityFormSchema("UTC").parse({
      activityType: "scheduled",
      contactMethod: "email",
      scheduledAt: "2026-06-02T09:00",
    });
    expect(parsed.status).toBe(activityDefaults.status);
    expect(parsed.priority).toBe(activityDefaults.priority);
  });
});
