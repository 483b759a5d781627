import { describe, expect, it } from "vitest";
import { registeredText } from "./capacity.ts";
import { bookFailure, cancelFailure, eventMessages } from "./event-messages.ts";

describe("cancelling an event, in the operator's words", () => {
  it("says how many booked and how many waitlisted members will be, and were, e-mailed", () => {
    expect(eventMessages.confirmCancelEvent("Range Day", 3, 1)).toBe(
      "Cancel Range Day? 3 booked members and 1 waitlisted member will be e-mailed.",
    );
    expect(eventMessages.confirmCancelEvent("Range Day", 1, 0)).toBe(
      "Cancel Range Day? 1 booked member and 0 waitlisted members will be e-mailed.",
    );
    expect(eventMessages.confirmCancelEvent("Range Day", 0, 0)).toBe(
      "Cancel Range Day? No member is booked or waitlisted, so no one will be e-mailed.",
    );
    expect(eventMessages.eventCancelled(2, 2)).toBe(
      "Event cancelled. 2 booked members and 2 waitlisted members were e-mailed.",
    );
  });
});

describe("the operators' list", () => {
  it("reads current/max registered only when the event has a capacity (SPEC 2)", () => {
    expect(registeredText({ currentCapacity: 3, maxCapacity: 10 })).toBe("3/10 registered");
    expect(registeredText({ currentCapacity: 3, maxCapacity: null })).toBeNull();
  });
});

describe("a member's failed booking or cancellation (SPEC 8)", () => {
  it("says a rule the member can act on in its own words", () => {
    expect(bookFailure(eventMessages.full, "conflict")).toBe("Event is at maximum capacity");
    expect(bookFailure(eventMessages.duplicate, "conflict")).toBe("You are already booked for this event");
    expect(cancelFailure(eventMessages.pastCutoff(24), "conflict")).toBe(eventMessages.pastCutoff(24));
  });

  it("says anything else as the spec writes it, with no message after it", () => {
    expect(bookFailure("Event not found", "not_found")).toBe("Failed to book event");
    expect(cancelFailure("An unexpected error occurred.", "unexpected")).toBe("Failed to cancel booking");
  });
});
