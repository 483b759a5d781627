import { describe, expect, it } from "vitest";
import {
  clockLabel,
  clockStatesFor,
  followUpClock,
  formatSpan,
  isPromiseAtRisk,
  isPromiseBroken,
  needsOwnerNow,
  PROMISE_ALERT_STATES,
} from "./follow-up-clock.ts";

const HOUR = 3_600_000;
const created = new Date(Date.UTC(2026, 0, 10, 9, 0));
const at = (hours: number) => new Date(created.getTime() + hours * HOUR);

describe("the 48-hour clock", () => {
  it("runs with more than 12 hours left", () => {
    expect(followUpClock(created, null, at(0))).toEqual({
      state: "waiting",
      remainingMs: 48 * HOUR,
      tookMs: null,
    });
    expect(followUpClock(created, null, at(35.99)).state).toBe("waiting");
  });

  it("is at risk in its last 12 hours, the deadline itself included", () => {
    expect(followUpClock(created, null, at(36)).state).toBe("at_risk");
    expect(followUpClock(created, null, at(48)).state).toBe("at_risk");
  });

  it("is overdue the moment after the deadline", () => {
    const clock = followUpClock(created, null, new Date(at(48).getTime() + 1));
    expect(clock.state).toBe("overdue");
    expect(clockLabel(followUpClock(created, null, at(53.5)))).toBe("Overdue by 5h 30m");
  });

  it("stops at the first contact: kept by the deadline, late after it", () => {
    expect(followUpClock(created, at(3.25), at(100))).toEqual({
      state: "kept",
      remainingMs: null,
      tookMs: 3.25 * HOUR,
    });
    expect(followUpClock(created, at(48), at(100)).state).toBe("kept");
    expect(followUpClock(created, at(49), at(100)).state).toBe("late");
    expect(clockLabel(followUpClock(created, at(3.25), at(4)))).toBe("Contacted in 3h 15m");
    expect(clockLabel(followUpClock(created, at(52), at(60)))).toBe("Contacted late, after 2d 4h");
  });

  it("counts a contact logged before the application (a referral taken by phone) as immediate", () => {
    expect(followUpClock(created, at(-2), at(1))).toMatchObject({ state: "kept", tookMs: 0 });
  });

  it("formats spans with their two largest units", () => {
    expect(formatSpan(0)).toBe("0m");
    expect(formatSpan(59 * 60_000)).toBe("59m");
    expect(formatSpan(2 * HOUR)).toBe("2h");
    expect(formatSpan(26 * HOUR)).toBe("1d 2h");
    expect(formatSpan(48 * HOUR)).toBe("2d");
    expect(clockLabel(followUpClock(created, null, at(40)))).toBe("8h left");
  });

  it("reads the filter box's words", () => {
    expect(clockStatesFor(" At  Risk ")).toEqual(["at_risk"]);
    expect(clockStatesFor("broken")).toEqual(["overdue", "late"]);
    expect(clockStatesFor("soon")).toBeNull();
  });
});

describe("the promise's alert states (My work, notifications)", () => {
  it("is at risk in the last 12 hours, broken past the deadline, neither once contacted", () => {
    expect(isPromiseAtRisk(followUpClock(created, null, at(35)))).toBe(false);
    expect(isPromiseAtRisk(followUpClock(created, null, at(36)))).toBe(true);
    expect(isPromiseAtRisk(followUpClock(created, null, at(48)))).toBe(true);
    expect(isPromiseBroken(followUpClock(created, null, at(48)))).toBe(false);
    expect(isPromiseBroken(followUpClock(created, null, at(48.01)))).toBe(true);
    expect(needsOwnerNow(followUpClock(created, null, at(60)))).toBe(true);
    expect(needsOwnerNow(followUpClock(created, at(50), at(60)))).toBe(false);
    expect(clockStatesFor("attention")).toEqual(PROMISE_ALERT_STATES);
  });
});
