import { describe, expect, it } from "vitest";
import { auditHistoryPath } from "./audit-history.ts";

describe("auditHistoryPath", () => {
  it("filters the Audit Log by the record's ID, and by its entity when given", () => {
    const id = "4f7c2a9e-0b1d-4c3e-9a8b-7d6e5f4a3b2c";
    expect(auditHistoryPath(id, "consultation")).toBe(`/admin/audit-log?f.entity=consultation&f.id=${id}`);
    expect(auditHistoryPath(id)).toBe(`/admin/audit-log?f.id=${id}`);
  });
});
