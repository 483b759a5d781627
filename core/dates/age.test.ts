import { describe, expect, it } from "vitest";
import { ageInYears } from "./age.ts";

describe("ageInYears", () => {
  const today = new Date(Date.UTC(2026, 10, 21));
  it("counts whole years, before and on the birthday", () => {
    expect(ageInYears("1980-11-22", today)).toBe(45);
    expect(ageInYears("1980-11-21", today)).toBe(46);
    expect(ageInYears("2008-11-21", today)).toBe(18);
  });
  it("handles 29 February", () => {
    expect(ageInYears("2000-02-29", new Date(Date.UTC(2026, 1, 28)))).toBe(25);
    expect(ageInYears("2000-02-29", new Date(Date.UTC(2026, 2, 1)))).toBe(26);
  });
  it("rejects impossible or malformed dates", () => {
    expect(ageInYears("2001-02-30", today)).toBeNull();
    expect(ageInYears("21/11/2001", today)).toBeNull();
    expect(ageInYears("", today)).toBeNull();
  });
});
