import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates.ts";
import { nextDisplayOrder, parseDisplayOrder } from "./ordering.ts";
import { averageProgress } from "./progress.ts";
import { intakeMonth } from "./site.ts";
import { slugFromName } from "./slug.ts";

describe("dates (SPEC 9)", () => {
  it("formats dd/MM/yyyy and dd/MM/yyyy HH:mm", () => {
    const date = new Date(2026, 0, 5, 9, 7);
    expect(formatDate(date)).toBe("05/01/2026");
    expect(formatDateTime(date)).toBe("05/01/2026 09:07");
  });
  it("shows a dash when empty and Invalid date when invalid", () => {
    expect(formatDate(null)).toBe("-");
    expect(formatDateTime("")).toBe("-");
    expect(formatDate("not a date")).toBe("Invalid date");
  });
});

describe("ordering (SPEC 4)", () => {
  it("puts a new item after the highest order, or at 1", () => {
    expect(nextDisplayOrder([])).toBe(1);
    expect(nextDisplayOrder([3, 1, 7])).toBe(8);
  });
  it("falls back to 1 for a non-numeric order", () => {
    expect(parseDisplayOrder("abc")).toBe(1);
    expect(parseDisplayOrder("")).toBe(1);
    expect(parseDisplayOrder("4")).toBe(4);
  });
});

describe("slugs", () => {
  it("derive from the name", () => {
    expect(slugFromName("Executive Protection Mastery")).toBe("executive-protection-mastery");
    expect(slugFromName("  Travel & Risk: Level 2 ")).toBe("travel-and-risk-level-2");
  });
});

describe("average progress (SPEC 9)", () => {
  it("is the rounded mean, 0 with nothing", () => {
    expect(averageProgress([])).toBe(0);
    expect(averageProgress([45, 0, 100])).toBe(48);
  });
});

describe("intake month", () => {
  it("names the coming month", () => {
    expect(intakeMonth(new Date(Date.UTC(2026, 11, 15)))).toBe("January 2027");
  });
});
