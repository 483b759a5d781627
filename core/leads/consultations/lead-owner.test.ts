import { describe, expect, it } from "vitest";
import { mayOwnLeads, ownerRuleSchema, parseOwnerFilter, storedOwnerRule } from "./lead-owner.ts";

const ID = "7b0c2a4e-1f3d-4c5b-9a8e-2d1f0e3c4b5a";

describe("a lead's owner", () => {
  it("is an operator", () => {
    expect(mayOwnLeads("admin")).toBe(true);
    expect(mayOwnLeads("member")).toBe(false);
    expect(mayOwnLeads(null)).toBe(false);
  });

  it("is filtered by me, unassigned or an operator's id; anything else names nobody", () => {
    expect(parseOwnerFilter("me")).toEqual({ kind: "me" });
    expect(parseOwnerFilter(" Unassigned ")).toEqual({ kind: "unassigned" });
    expect(parseOwnerFilter(ID)).toEqual({ kind: "operator", id: ID });
    expect(parseOwnerFilter("'; drop table")).toBeNull();
  });

  it("is given by a rule that names its operator, and a stored rule we do not know is none", () => {
    expect(ownerRuleSchema.parse({ kind: "operator", operatorId: ID })).toEqual({
      kind: "operator",
      operatorId: ID,
    });
    expect(ownerRuleSchema.safeParse({ kind: "operator", operatorId: "" }).success).toBe(false);
    expect(ownerRuleSchema.parse({ kind: "round_robin", operatorId: ID })).toEqual({ kind: "round_robin" });
    expect(storedOwnerRule({ kind: "lottery" })).toEqual({ kind: "none" });
    expect(storedOwnerRule(undefined)).toEqual({ kind: "none" });
  });
});
