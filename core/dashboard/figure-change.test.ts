import { describe, expect, it } from "vitest";
import { describeChange } from "./figure-change.ts";

describe("describeChange", () => {
  it("words a change against the previous period naturally", () => {
    expect(describeChange(15, 10)).toEqual({ text: "+50%", compared: true });
    expect(describeChange(5, 10)).toEqual({ text: "-50%", compared: true });
    expect(describeChange(3, 0)).toEqual({ text: "New this period", compared: false });
    expect(describeChange(0, 0)).toEqual({ text: "No change", compared: false });
    expect(describeChange(10, 10)).toEqual({ text: "No change", compared: false });
  });
  it("counts a share's change in points, and says when there is nothing to compare", () => {
    expect(describeChange(60, 50, "%")).toEqual({ text: "+10 points", compared: true });
    expect(describeChange(49, 50, "%")).toEqual({ text: "-1 point", compared: true });
    expect(describeChange(50, 50, "%")).toEqual({ text: "No change", compared: false });
    expect(describeChange(50, null, "%")).toEqual({ text: "No earlier figure", compared: false });
    expect(describeChange(null, 3)).toEqual({ text: "No earlier figure", compared: false });
  });
});
