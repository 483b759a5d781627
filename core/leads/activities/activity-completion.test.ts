import { describe, expect, it } from "vitest";
import { activityStatuses } from "#core/enums.ts";
import { isCompleted } from "./activity-completion.ts";

describe("isCompleted", () => {
  it("is the completed status alone", () => {
    expect(activityStatuses.filter((status) => isCompleted({ status }))).toEqual(["completed"]);
    expect(isCompleted({ status: null })).toBe(false);
  });
});
