import { expect, it } from "vitest";
import { userDeletionRefusal } from "./user-rules.ts";
import { userMessages } from "./user-schema.ts";

it("refuses deleting one's own account, and only that", () => {
  expect(userDeletionRefusal({ id: "me" }, "me")).toBe(userMessages.selfDelete);
  expect(userDeletionRefusal({ id: "colleague" }, "me")).toBeNull();
});
