import { describe, expect, it } from "vitest";
import { parseProgramFeatures } from "./program-features.ts";

describe("program features (SPEC 3: one per line as Feature Name: Feature description)", () => {
  it("splits each line at its first colon", () => {
    expect(parseProgramFeatures("Threat Awareness: Reading rooms.\nDebriefs: Private: always.")).toEqual([
      { name: "Threat Awareness", description: "Reading rooms." },
      { name: "Debriefs", description: "Private: always." },
    ]);
  });

  it("skips blank lines, trims, tolerates list markers and Windows line ends", () => {
    expect(
      parseProgramFeatures("\r\n  - Plan :  Written. \r\n\r\n• Drills: Calm.\n* Staff: Briefed.\n"),
    ).toEqual([
      { name: "Plan", description: "Written." },
      { name: "Drills", description: "Calm." },
      { name: "Staff", description: "Briefed." },
    ]);
  });

  it("keeps a line without a colon as a name alone, and drops a line that is only a colon", () => {
    expect(parseProgramFeatures("Private Debriefs\nHousehold Plan:\n: orphan")).toEqual([
      { name: "Private Debriefs", description: "" },
      { name: "Household Plan", description: "" },
      { name: ": orphan", description: "" },
    ]);
  });

  it("returns nothing for empty input", () => {
    expect(parseProgramFeatures("")).toEqual([]);
    expect(parseProgramFeatures(null)).toEqual([]);
    expect(parseProgramFeatures(" \n ")).toEqual([]);
  });
});
