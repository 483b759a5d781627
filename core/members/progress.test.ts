import { expect, it } from "vitest";
import { averageProgress } from "./progress.ts";

it("averages progress as the rounded mean, 0 with nothing (SPEC 9)", () => {
  expect(averageProgress([])).toBe(0);
  expect(averageProgress([45, 0, 100])).toBe(48);
});
