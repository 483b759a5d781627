import { describe, expect, it } from "vitest";
import { monthsBetween, pivot, weeksBetween } from "./chart-data.ts";

describe("chart data", () => {
  it("lists the Mondays of the weeks a range touches", () => {
    expect(weeksBetween("2026-07-09", "2026-07-15")).toEqual(["2026-07-06", "2026-07-13"]);
    expect(weeksBetween("2026-07-13", "2026-07-13")).toEqual(["2026-07-13"]);
  });

  it("lists the months a range touches, across a new year", () => {
    expect(monthsBetween("2025-11-20", "2026-02-01")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });

  it("pivots grouped rows into one record per category, zeros where nothing was counted", () => {
    const rows = [
      { week: "2026-07-06", program: "Alpha", n: 2 },
      { week: "2026-07-13", program: "Bravo", n: 1 },
    ];
    expect(
      pivot(rows, ["2026-07-06", "2026-07-13"], (r) => ({ category: r.week, series: r.program, n: r.n })),
    ).toEqual({
      series: ["Alpha", "Bravo"],
      data: [
        { category: "2026-07-06", Alpha: 2, Bravo: 0 },
        { category: "2026-07-13", Alpha: 0, Bravo: 1 },
      ],
    });
  });
});
