// How a logged value is kept: cut short, and a request path without its secrets but with its shape.
import { expect, it } from "vitest";
import { boundText, loggedTarget, MAX_LOGGED_TEXT, redactEmailAddresses } from "./log-safe-values.ts";

it("keeps a path's shape and drops its secrets and the query's values", () => {
  expect(loggedTarget("/api/auth/reset-password/AbC123?callbackURL=%2Freset-password")).toBe(
    "/api/auth/reset-password/[redacted]?callbackURL",
  );
  expect(loggedTarget("/reset-password?token=AbC123")).toBe("/reset-password?token");
  expect(loggedTarget("/admin/consultations?q=Ottoline+Feather&page=2&q=again&f.status=new")).toBe(
    "/admin/consultations?q&page&f.status",
  );
  expect(loggedTarget("/admin/users/ada@example.com?ada%40example.com")).toBe("/admin/users/[email]?[email]");
  expect(loggedTarget("/programs/krav-maga")).toBe("/programs/krav-maga");
});

it("cuts a long text, saying how much was left out", () => {
  const text = "x".repeat(MAX_LOGGED_TEXT + 20);
  expect(boundText(text)).toBe(`${"x".repeat(MAX_LOGGED_TEXT)}…[20 more characters]`);
  expect(boundText("short")).toBe("short");
});

it("finds addresses in a long run of address characters in one pass", () => {
  // Tried at every position, this took minutes for half a megabyte; one pass takes milliseconds.
  const run = `https://elsewhere.example/${"x".repeat(500_000)}`;
  expect(redactEmailAddresses(`${run} to ada@example.com`)).toBe(`${run} to [email]`);
});
