import { describe, expect, it } from "vitest";
import { completionRate, productivityScore, scoreBand } from "./productivity-score.ts";

describe("the hub's productivity score (SPEC 9), against hand-computed cases", () => {
  it("gives the full 30 punctuality points when nothing is overdue", () => {
    // 40 * 3/4 = 30, + 30, + 3 * 2 = 6: 66.
    expect(productivityScore({ total: 4, completed: 3, overdue: 0, createdLastWeek: 2 })).toBe(66);
  });

  it("takes 5 per overdue activity and floors that part at 0", () => {
    // 40 * 1/2 = 20, + (30 - 5 * 2) = 20, + 0: 40.
    expect(productivityScore({ total: 10, completed: 5, overdue: 2, createdLastWeek: 0 })).toBe(40);
    // Seven overdue would be 30 - 35 = -5: floored at 0. 40 * 0.5 + 0 + 9 = 29.
    expect(productivityScore({ total: 10, completed: 5, overdue: 7, createdLastWeek: 3 })).toBe(29);
  });

  it("caps the recent-activity part at 30 points", () => {
    // 40 * 1 + 30 + min(30, 3 * 11 = 33): 100.
    expect(productivityScore({ total: 11, completed: 11, overdue: 0, createdLastWeek: 11 })).toBe(100);
    expect(productivityScore({ total: 10, completed: 10, overdue: 0, createdLastWeek: 10 })).toBe(100);
  });

  it("rounds, and treats an empty hub as nothing completed", () => {
    // 40 * 1/3 = 13.33 + 30 + 3 = 46.33: 46.
    expect(productivityScore({ total: 3, completed: 1, overdue: 0, createdLastWeek: 1 })).toBe(46);
    // 40 * 2/3 = 26.67 + 25 + 0 = 51.67: 52.
    expect(productivityScore({ total: 3, completed: 2, overdue: 1, createdLastWeek: 0 })).toBe(52);
    expect(productivityScore({ total: 0, completed: 0, overdue: 0, createdLastWeek: 0 })).toBe(30);
  });

  it("colours the score in its bands", () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(scoreBand)).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "orange",
      "orange",
      "red",
      "red",
    ]);
  });

  it("gives the completion rate as a rounded percentage", () => {
    expect(completionRate({ total: 3, completed: 2, overdue: 0, createdLastWeek: 0 })).toBe(67);
    expect(completionRate({ total: 0, completed: 0, overdue: 0, createdLastWeek: 0 })).toBe(0);
  });
});
