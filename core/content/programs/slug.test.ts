import { expect, it } from "vitest";
import { slugFromName } from "./slug.ts";

it("derives a program's slug from its name", () => {
  expect(slugFromName("Executive Protection Mastery")).toBe("executive-protection-mastery");
  expect(slugFromName("  Travel & Risk: Level 2 ")).toBe("travel-and-risk-level-2");
});
