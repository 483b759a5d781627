import { expect, it } from "vitest";
import { averageProgress, isProgress, PROGRESS_BOUNDS } from "./progress.ts";
import { registrationProgressSchema } from "./registration-schema.ts";

it("averages progress as the rounded mean, 0 with nothing (SPEC 9)", () => {
  expect(averageProgress([])).toBe(0);
  expect(averageProgress([45, 0, 100])).toBe(48);
});

it("takes a whole percentage from 0 to 100 as a registration's progress, and nothing else", () => {
  for (const value of [0, 1, 55, 100]) expect(isProgress(value), String(value)).toBe(true);
  for (const value of [-1, 101, 2.5, Number.NaN, Number.POSITIVE_INFINITY])
    expect(isProgress(value), String(value)).toBe(false);
  expect(PROGRESS_BOUNDS).toEqual({ min: 0, max: 100 });
});

it("is the rule the operator's form checks", () => {
  for (const value of ["-1", "101", "2.5", "many"])
    expect(registrationProgressSchema.safeParse({ progressPercentage: value }).success, value).toBe(false);
  expect(registrationProgressSchema.parse({ progressPercentage: "100" })).toEqual({
    progressPercentage: 100,
  });
});
