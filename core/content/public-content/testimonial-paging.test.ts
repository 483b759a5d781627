import { describe, expect, it } from "vitest";
import {
  nextPage,
  pageAfterResize,
  pageCount,
  previousPage,
  testimonialPageSize,
  wrapPage,
} from "./testimonial-paging.ts";

describe("testimonial paging (SPEC 9)", () => {
  it("shows 3 per page from 768 px and 1 below", () => {
    expect(testimonialPageSize(767)).toBe(1);
    expect(testimonialPageSize(768)).toBe(3);
    expect(testimonialPageSize(1366)).toBe(3);
    expect(testimonialPageSize(390)).toBe(1);
  });

  it("counts pages, never fewer than one", () => {
    expect(pageCount(0, 3)).toBe(1);
    expect(pageCount(2, 3)).toBe(1);
    expect(pageCount(2, 1)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
  });

  it("wraps at both ends", () => {
    expect(nextPage(0, 3)).toBe(1);
    expect(nextPage(2, 3)).toBe(0);
    expect(previousPage(0, 3)).toBe(2);
    expect(previousPage(1, 3)).toBe(0);
    expect(nextPage(0, 1)).toBe(0);
    expect(previousPage(0, 1)).toBe(0);
    expect(wrapPage(-4, 3)).toBe(2);
    expect(wrapPage(7, 3)).toBe(1);
    expect(wrapPage(3, 0)).toBe(0);
  });

  it("returns to the first page when the page size changes, and keeps the page when it does not", () => {
    expect(pageAfterResize(1, 1, 3)).toBe(0);
    expect(pageAfterResize(1, 3, 1)).toBe(0);
    expect(pageAfterResize(1, 1, 1)).toBe(1);
  });
});
