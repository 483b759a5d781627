import { describe, expect, it } from "vitest";
import { retentionCutoff } from "./lead-retention.ts";

describe("lead retention cutoff", () => {
  it("is off for 0 or a non-whole number of months", () => {
    expect(retentionCutoff(new Date("2026-05-10T12:00:00Z"), 0)).toBeNull();
    expect(retentionCutoff(new Date("2026-05-10T12:00:00Z"), 1.5)).toBeNull();
  });

  it("goes back whole calendar months, at the same time of day", () => {
    expect(retentionCutoff(new Date("2026-05-10T12:00:00Z"), 6)?.toISOString()).toBe(
      "2025-11-10T12:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2026-01-15T08:30:00Z"), 13)?.toISOString()).toBe(
      "2024-12-15T08:30:00.000Z",
    );
  });

  it("lands on the month's last day when that month is shorter", () => {
    expect(retentionCutoff(new Date("2026-03-31T00:00:00Z"), 1)?.toISOString()).toBe(
      "2026-02-28T00:00:00.000Z",
    );
  });
});
