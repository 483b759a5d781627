import { describe, expect, it } from "vitest";
import { mailDate, mailDateTime } from "./mail-dates.ts";

describe("mail dates", () => {
  it("writes an instant as dd/MM/yyyy HH:mm in UTC, saying so", () => {
    expect(mailDateTime(new Date(Date.UTC(2026, 2, 4, 9, 5)))).toBe("04/03/2026 09:05 UTC");
  });

  it("writes a calendar day as dd/MM/yyyy, whatever the server's zone", () => {
    expect(mailDate("1990-05-01")).toBe("01/05/1990");
    expect(mailDate("not a date")).toBe("not a date");
  });
});
