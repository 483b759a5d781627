import { describe, expect, it } from "vitest";
import { dialogFromParams } from "./url-dialog";

describe("dialogFromParams", () => {
  it("reads each dialog kind from the search params", () => {
    expect(dialogFromParams(new URLSearchParams("new=1"))).toEqual({ kind: "new" });
    expect(dialogFromParams(new URLSearchParams("edit=a"))).toEqual({ kind: "edit", id: "a" });
    expect(dialogFromParams(new URLSearchParams("view=b"))).toEqual({ kind: "view", id: "b" });
    expect(dialogFromParams(new URLSearchParams("complete=c&tab=today"))).toEqual({
      kind: "complete",
      id: "c",
    });
    expect(dialogFromParams(new URLSearchParams("email=d"))).toEqual({ kind: "email", id: "d" });
    expect(dialogFromParams(new URLSearchParams("tab=today"))).toBeNull();
  });
});
