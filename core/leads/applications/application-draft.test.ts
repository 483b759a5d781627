import { describe, expect, it } from "vitest";
import { DRAFT_RETENTION_MS, parseDraft, serializeDraft } from "./application-draft.ts";
import { emptyApplication } from "./application-schema.ts";

const now = Date.UTC(2026, 10, 21, 12);

describe("application draft", () => {
  it("saves the entered fields and restores them", () => {
    const stored = serializeDraft({ ...emptyApplication, first_name: "Amelia", city: "London" }, now);
    expect(JSON.parse(stored!)).toEqual({ savedAt: now, values: { first_name: "Amelia", city: "London" } });
    expect(parseDraft(stored, now + 1000)).toEqual({
      ...emptyApplication,
      first_name: "Amelia",
      city: "London",
    });
  });

  it("saves nothing for an empty form", () => {
    expect(serializeDraft(emptyApplication, now)).toBeNull();
  });

  it("keeps a draft for 7 days and discards it after", () => {
    const stored = serializeDraft({ ...emptyApplication, email: "a@example.com" }, now);
    expect(parseDraft(stored, now + DRAFT_RETENTION_MS)).not.toBeNull();
    expect(parseDraft(stored, now + DRAFT_RETENTION_MS + 1)).toBeNull();
  });

  it("ignores unreadable, future-dated or foreign data", () => {
    expect(parseDraft(null, now)).toBeNull();
    expect(parseDraft("not json", now)).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: "yesterday", values: {} }), now)).toBeNull();
    expect(
      parseDraft(JSON.stringify({ savedAt: now + 3_600_000, values: { city: "Paris" } }), now),
    ).toBeNull();
    expect(
      parseDraft(
        JSON.stringify({ savedAt: now, values: { city: 7, age: "99", evil: "x", country: "France" } }),
        now,
      ),
    ).toEqual({ ...emptyApplication, country: "France" });
  });
});
