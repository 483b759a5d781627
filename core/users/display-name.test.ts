import { describe, expect, it } from "vitest";
import { displayName, fullName, shortName } from "./display-name.ts";

describe("a person's display name", () => {
  it("is first and last name when given", () => {
    expect(displayName({ firstName: "Jane", lastName: "Doe", name: "J", email: "j@example.com" })).toBe(
      "Jane Doe",
    );
    expect(displayName({ firstName: " Jane ", lastName: null, email: "j@example.com" })).toBe("Jane");
    expect(displayName({ firstName: "", lastName: "Doe" })).toBe("Doe");
  });

  it("falls back to the account's name, then the e-mail", () => {
    expect(displayName({ firstName: null, lastName: " ", name: "Jane D", email: "j@example.com" })).toBe(
      "Jane D",
    );
    expect(displayName({ firstName: null, lastName: null, name: "", email: "j@example.com" })).toBe(
      "j@example.com",
    );
    expect(displayName({})).toBe("");
  });

  it("is the first name, else the e-mail, in the members' top bar", () => {
    expect(shortName({ firstName: "Jane", email: "j@example.com" })).toBe("Jane");
    expect(shortName({ firstName: "  ", email: "j@example.com" })).toBe("j@example.com");
  });

  it("writes the full name without fallbacks", () => {
    expect(fullName({ firstName: "Jane", lastName: "Doe" })).toBe("Jane Doe");
    expect(fullName({ firstName: null, lastName: null })).toBe("");
  });
});
