import { expect, it } from "vitest";
import { intakeMonth } from "./site.ts";

it("names the coming month as the intake month", () => {
  expect(intakeMonth(new Date(Date.UTC(2026, 11, 15)))).toBe("January 2027");
});
