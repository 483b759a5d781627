import { describe, expect, it } from "vitest";
import { twoFactorMessages } from "./two-factor-messages.ts";
import { twoFactorResetRefusal } from "./two-factor-rules.ts";

describe("twoFactorResetRefusal", () => {
  it("lets an admin reset a colleague's two-factor sign-in while it is on", () => {
    expect(twoFactorResetRefusal({ id: "colleague", twoFactorEnabled: true }, "me")).toBeNull();
  });

  it("refuses one's own, and an account without it", () => {
    expect(twoFactorResetRefusal({ id: "me", twoFactorEnabled: true }, "me")).toBe(
      twoFactorMessages.resetSelf,
    );
    for (const twoFactorEnabled of [false, null, undefined])
      expect(twoFactorResetRefusal({ id: "colleague", twoFactorEnabled }, "me")).toBe(
        twoFactorMessages.notOn,
      );
  });
});
