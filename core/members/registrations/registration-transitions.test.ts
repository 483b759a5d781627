import { describe, expect, it } from "vitest";
import { registrationStatuses } from "#core/enums.ts";
import { allowedTransitions, canTransitionRegistration } from "./registration-transitions.ts";

describe("registration transitions", () => {
  it("allows approve and reject only while pending", () => {
    expect(allowedTransitions("pending")).toEqual(["approve", "reject"]);
    for (const status of registrationStatuses.filter((s) => s !== "pending")) {
      expect(canTransitionRegistration(status, "approve")).toBe(false);
      expect(canTransitionRegistration(status, "reject")).toBe(false);
    }
  });

  it("allows set progress and complete only while active", () => {
    expect(allowedTransitions("active")).toEqual(["setProgress", "complete"]);
    for (const status of registrationStatuses.filter((s) => s !== "active")) {
      expect(canTransitionRegistration(status, "complete")).toBe(false);
      expect(canTransitionRegistration(status, "setProgress")).toBe(false);
    }
  });

  it("allows nothing once completed, cancelled or inactive", () => {
    expect(allowedTransitions("completed")).toEqual([]);
    expect(allowedTransitions("cancelled")).toEqual([]);
    expect(allowedTransitions("inactive")).toEqual([]);
  });
});
