import { describe, expect, it } from "vitest";
import { erasureRefusal } from "./erasure-rules.ts";
import { privacyMessages } from "./privacy-messages.ts";

describe("erasureRefusal", () => {
  const me = "0b6f7c1e-3f0a-4d2b-9a61-6c1d2e3f4a5b";

  it("refuses one's own account, whatever its role, and says so first", () => {
    expect(erasureRefusal({ accountId: me, role: "admin" }, me)).toBe(privacyMessages.selfErase);
    expect(erasureRefusal({ accountId: me, role: "member" }, me)).toBe(privacyMessages.selfErase);
  });

  it("refuses an admin's account", () => {
    expect(erasureRefusal({ accountId: "another", role: "admin" }, me)).toBe(privacyMessages.adminErase);
  });

  it("lets a member's account and a lead without one be erased", () => {
    expect(erasureRefusal({ accountId: "another", role: "member" }, me)).toBeNull();
    expect(erasureRefusal({ accountId: null, role: null }, me)).toBeNull();
  });
});
