import { expect, it } from "vitest";
import { achievementCompletion, isInProgress, progressPercent } from "./achievement-progress.ts";
import { describeRule, profileCompleteness } from "./achievement-rules.ts";

it("computes overall completion as earned over total (SPEC 9)", () => {
  expect(achievementCompletion(0, 0)).toBe(0);
  expect(achievementCompletion(3, 9)).toBe(33);
  expect(achievementCompletion(2, 3)).toBe(67);
  expect(achievementCompletion(5, 4)).toBe(100);
});

it("counts an achievement in progress only strictly between 0 and its target (SPEC 9)", () => {
  expect(isInProgress({ currentValue: 0, targetValue: 3 })).toBe(false);
  expect(isInProgress({ currentValue: 1, targetValue: 3 })).toBe(true);
  expect(isInProgress({ currentValue: 3, targetValue: 3 })).toBe(false);
  expect(progressPercent({ currentValue: 2, targetValue: 3 })).toBe(67);
  expect(progressPercent({ currentValue: 9, targetValue: 3 })).toBe(100);
});

it("describes each rule with its target", () => {
  expect(describeRule("programs_completed", 1)).toBe("Complete a program");
  expect(describeRule("events_attended", 5)).toBe("Attend 5 training events");
  expect(describeRule("registrations_approved", 3)).toBe("Have 3 program registrations approved");
});

it("counts a profile complete once first name, last name and phone are filled in", () => {
  expect(profileCompleteness({ firstName: "A", lastName: "B", phone: "+44 1" })).toBe(1);
  expect(profileCompleteness({ firstName: "A", lastName: "B", phone: "  " })).toBe(0);
  expect(profileCompleteness({ firstName: null, lastName: "B", phone: "1" })).toBe(0);
});
