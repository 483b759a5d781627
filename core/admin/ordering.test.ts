import { describe, expect, it } from "vitest";
import { nextDisplayOrder, parseDisplayOrder } from "./ordering.ts";

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
