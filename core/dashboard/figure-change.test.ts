import { describe, expect, it } from "vitest";
import { describeChange } from "./figure-change.ts";

describe("describeChange", () => {
  it("says a count's change against the previous period as a person would", () => {
    expect(describeChange(15, 10, 30)).toBe("Up 50% on the previous 30 days");
    expect(describeChange(5, 10, 30)).toBe("Down 50% on the previous 30 days");
    expect(describeChange(10, 10, 7)).toBe("Same as the previous 7 days");
    expect(describeChange(3, 0, 30)).toBe("New this period");
    expect(describeChange(0, 0, 30)).toBe("None, as in the previous 30 days");
    expect(describeChange(4, 2, 1)).toBe("Up 100% on the previous day");
    expect(describeChange(1003, 1000, 30)).toBe("Up less than 1% on the previous 30 days");
  });

  it("counts a share's change in points, and says when there is nothing to compare", () => {
    expect(describeChange(60, 50, 90, "%")).toBe("Up 10 points on the previous 90 days");
    expect(describeChange(49, 50, 90, "%")).toBe("Down 1 point on the previous 90 days");
    expect(describeChange(50, 50, 90, "%")).toBe("Same as the previous 90 days");
    expect(describeChange(50, null, 90, "%")).toBe("Nothing to compare with");
    expect(describeChange(null, 3, 90)).toBe("Nothing to compare with");
  });

  it("never writes the terse forms", () => {
    for (const [value, previous] of [
      [15, 10],
      [0, 3],
      [3, 0],
      [0, 0],
    ] as const) {
      const text = describeChange(value, previous, 30);
      expect(text).not.toMatch(/vs\b|^[+-]\d|none before/i);
    }
  });
});
