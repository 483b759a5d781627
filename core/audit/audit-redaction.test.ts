import { describe, expect, it } from "vitest";
import { isSensitiveKey, redactAuditValue, redactedMarker } from "./audit-redaction.ts";
import { changedFields } from "./changed-fields.ts";

describe("audit redaction", () => {
  it("names every credential-bearing key, however it is spelled", () => {
    for (const key of [
      "password",
      "newPassword",
      "current_password",
      "passwordHash",
      "token",
      "accessToken",
      "refresh_token",
      "secret",
      "clientSecret",
      "resetLink",
      "reset-url",
      "setPasswordUrl",
      "apiKey",
      "sessionToken",
    ]) {
      expect(isSensitiveKey(key), key).toBe(true);
    }
    for (const key of ["email", "firstName", "question", "status", "role", "title"]) {
      expect(isSensitiveKey(key), key).toBe(false);
    }
  });

  it("names two-factor's secrets too (decision 146)", () => {
    for (const key of ["totpSecret", "backupCodes", "backup_codes", "recoveryCodes", "totpURI"])
      expect(isSensitiveKey(key), key).toBe(true);
    expect(isSensitiveKey("twoFactorEnabled")).toBe(false);
  });

  it("replaces their values at any depth and keeps the rest", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    expect(
      redactAuditValue({
        email: "a@example.com",
        password: "hunter2",
        nested: { token: "abc", list: [{ resetLink: "https://x/reset?t=1", name: "n" }] },
        at,
      }),
    ).toEqual({
      email: "a@example.com",
      password: redactedMarker,
      nested: { token: redactedMarker, list: [{ resetLink: redactedMarker, name: "n" }] },
      at: "2026-01-02T03:04:05.000Z",
    });
  });
});

describe("changed fields", () => {
  it("keeps only the fields whose values differ", () => {
    expect(
      changedFields(
        { question: "Q", answer: "A", isActive: true, at: new Date(0) },
        { question: "Q", answer: "B", isActive: false, at: new Date(0) },
      ),
    ).toEqual({ before: { answer: "A", isActive: true }, after: { answer: "B", isActive: false } });
  });

  it("holds a field present on one side only on that side", () => {
    expect(changedFields({ a: 1 }, { a: 1, b: 2 })).toEqual({ before: {}, after: { b: 2 } });
  });
});
